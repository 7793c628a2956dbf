/// The outline as lines of tokens: what ``Screen/render()`` writes and ``Screen/visibleTexts``
/// reads.
struct OutlineLines: OutlineSink {
  private(set) var lines: [OutlineLine] = []
  private var depth = 0
  private var tokens: [OutlineLine.Token] = []

  /// The lines, the last one included.
  var finished: [OutlineLine] {
    var lines = lines
    if !tokens.isEmpty { lines.append(OutlineLine(depth: depth, tokens: tokens)) }
    return lines
  }

  mutating func startLine(depth: Int) {
    if !tokens.isEmpty { lines.append(OutlineLine(depth: self.depth, tokens: tokens)) }
    self.depth = depth
    tokens = []
  }

  mutating func word(_ word: @autoclosure () -> String) {
    tokens.append(.word(word()))
  }

  mutating func text(_ text: String) {
    tokens.append(.text(text))
  }

  mutating func texts(_ texts: [String]) {
    tokens.append(.texts(texts))
  }
}
