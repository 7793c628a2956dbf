/// Looks through the visible texts of an outline for one containing a text, without writing
/// the outline, and stops the writer at the first.
struct VisibleTextSearch: OutlineSink {
  let target: String
  /// Whether a visible text seen so far contains `target`.
  private(set) var isFound = false

  init(for target: String) {
    self.target = target
  }

  mutating func startLine(depth: Int) {}

  mutating func word(_ word: @autoclosure () -> String) {}

  var isComplete: Bool { isFound }

  mutating func text(_ text: String) {
    if !isFound, !text.isEmpty, text.includes(target) { isFound = true }
  }

  mutating func texts(_ texts: [String]) {
    for text in texts { self.text(text) }
  }
}
