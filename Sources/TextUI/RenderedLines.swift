import Prelude

/// The outline written as the lines of ``Screen/render()``, each built in place as its words
/// arrive: indented by two spaces per level of depth, words separated by spaces, texts quoted.
struct RenderedLines: OutlineSink {
  private(set) var lines: [String] = []
  /// Whether the line being written has a word yet, so that the next one follows a space.
  private var lineHasWords = false

  mutating func startLine(depth: Int) {
    lines.append(String(repeating: "  ", count: depth))
    lineHasWords = false
  }

  mutating func word(_ word: @autoclosure () -> String) {
    startWord()
    lines[lines.count - 1] += word()
  }

  mutating func text(_ text: String) {
    startWord()
    append(quoted: text)
  }

  mutating func texts(_ texts: [String]) {
    startWord()
    for (index, text) in texts.enumerated() {
      if index > 0 {
        lines[lines.count - 1] += ", "
      }
      append(quoted: text)
    }
  }

  private mutating func startWord() {
    if lineHasWords {
      lines[lines.count - 1] += " "
    }
    lineHasWords = true
  }

  /// Appends `text` between double quotes, escaped, as `String.quoted` writes it.
  private mutating func append(quoted text: String) {
    lines[lines.count - 1] += "\""
    lines[lines.count - 1] += text.escaped
    lines[lines.count - 1] += "\""
  }
}
