import Prelude

/// The outline written as the lines of ``Screen/render()``, each built in place as its words
/// arrive: indented by two spaces per level of depth, words separated by spaces, texts quoted.
struct RenderedLines: OutlineSink {
  /// The lines before the one being written.
  private var finished: [String] = []
  /// The line being written; `nil` before the first.
  private var line: String?
  /// Whether ``line`` has a word yet, so that the next one follows a space.
  private var lineHasWords = false

  /// Every line written.
  var lines: [String] {
    line.map { finished + [$0] } ?? finished
  }

  mutating func startLine(depth: Int) {
    if let line {
      finished.append(line)
    }
    line = String(repeating: "  ", count: depth)
    lineHasWords = false
  }

  mutating func word(_ word: @autoclosure () -> String) {
    startWord()
    line! += word()
  }

  mutating func text(_ text: String) {
    startWord()
    append(quoted: text)
  }

  mutating func texts(_ texts: [String]) {
    startWord()
    for (index, text) in texts.enumerated() {
      if index > 0 {
        line! += ", "
      }
      append(quoted: text)
    }
  }

  private mutating func startWord() {
    if lineHasWords {
      line! += " "
    }
    lineHasWords = true
  }

  /// Appends `text` between double quotes, escaped, as `String.quoted` writes it.
  private mutating func append(quoted text: String) {
    line! += "\""
    line! += text.escaped
    line! += "\""
  }
}
