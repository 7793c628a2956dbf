/// A screen's ``Screen/visibleTexts``, read once to be searched several times, as the checks
/// made after every step of an exploration search the same screen.
public struct VisibleTexts: Sendable {
  /// The texts, in the order of ``Screen/render()``.
  public let all: [String]

  /// The visible texts of `screen`.
  public init<Action>(of screen: Screen<Action>) {
    all = screen.visibleTexts
  }

  /// The first text that contains `text`, matching case exactly.
  public func first(containing text: String) -> String? {
    all.first { $0.includes(text) }
  }
}
