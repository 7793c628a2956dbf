import Prelude

/// The outline as lines of tokens, which ``Screen/visibleTexts`` reads.
struct OutlineLines: OutlineSink {
  private(set) var lines: [OutlineLine] = []

  mutating func startLine(depth: Int) {
    lines.append(OutlineLine(depth: depth, tokens: []))
  }

  mutating func word(_ word: @autoclosure () -> String) {
    lines[lines.count - 1].tokens.append(.word(word()))
  }

  mutating func text(_ text: String) {
    lines[lines.count - 1].tokens.append(.text(text))
  }

  mutating func texts(_ texts: [String]) {
    lines[lines.count - 1].tokens.append(.texts(texts))
  }
}
