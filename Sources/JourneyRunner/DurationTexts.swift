import Prelude

/// Durations as journeys write them, each written once per run: a journey's steps, actions,
/// timers and effects share a few instants and durations, and writing one tries every unit.
final class DurationTexts {
  private var texts: [Duration: String] = [:]

  /// `duration` as ``Swift/Duration/journeyDescription`` writes it.
  func text(of duration: Duration) -> String {
    if let text = texts[duration] { return text }
    let text = duration.journeyDescription
    texts[duration] = text
    return text
  }
}
