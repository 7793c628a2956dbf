import AppJourneyHost
import JourneyTesting
import Testing

/// The app's journeys, one test per file of `Scenarios/` (written by the journey tests plugin),
/// in CI mode: a failed journey, an invalid file, a golden that does not match or is missing, or a
/// golden no journey takes fails its test.
@Suite struct Journeys: JourneyTestSuite {
  static let host = AppJourneyHost()
  static let journeyCommand: String? = "journey"
}
