import JourneyModel

/// Which journeys `--filter` selects: those whose name or identifier (`file › name`) contains
/// the text, or, when the text is a regular expression, matches it anywhere.
///
/// Text that is not a valid regular expression (`Login [email`) is matched as text only.
public struct JourneyFilter: Hashable, Sendable, CustomStringConvertible {
  /// The text as given.
  public let text: String

  /// Makes a filter.
  public init(_ text: String) {
    self.text = text
  }

  /// Whether the journey is selected.
  public func matches(_ journey: Journey) -> Bool {
    let subjects = [journey.name, journey.identifier]
    if subjects.contains(where: { $0.contains(text) }) { return true }
    guard let pattern = try? Regex(text) else { return false }
    return subjects.contains { (try? pattern.firstMatch(in: $0)) != nil }
  }

  public var description: String {
    text
  }
}
