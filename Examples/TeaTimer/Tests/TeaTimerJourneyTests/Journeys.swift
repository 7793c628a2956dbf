import JourneyTesting
import TeaTimerJourneyHost
import Testing

/// Every journey of `Scenarios/`, one test per file (written by the journey tests plugin), in CI
/// mode: no golden file is written, and a missing, different or obsolete one fails.
@Suite struct Journeys: JourneyTestSuite {
  static let host = TeaTimerJourneyHost()
  static let journeyCommand: String? = "teatimer-journey"
}
