/// The outline written as the lines of ``Screen/render()``, each with what finds it as a part of
/// the screen: its depth, its words, and its first text, which is the label of the element it
/// shows or the title of its section.
struct PartLines: OutlineSink, ~Copyable {
  /// What one line shows.
  struct Line {
    let depth: Int
    /// Its structure, in order: the first is its kind, such as `section` or `button`; an id is
    /// written `#` and the id.
    var words: [String] = []
    /// Its first visible text: an element's label or text, a section's title.
    var label: String?
  }

  private var rendered = RenderedLines()
  private var lines: [Line] = []

  mutating func startLine(depth: Int) {
    rendered.startLine(depth: depth)
    lines.append(Line(depth: depth))
  }

  mutating func word(_ word: @autoclosure () -> String) {
    let word = word()
    rendered.word(word)
    lines[lines.count - 1].words.append(word)
  }

  mutating func text(_ text: String) {
    rendered.text(text)
    if lines[lines.count - 1].label == nil { lines[lines.count - 1].label = text }
  }

  mutating func texts(_ texts: [String]) {
    rendered.texts(texts)
  }

  /// Each line `isWanted` accepts with the lines nested below it, in order, unindented so that
  /// the line itself starts the text.
  func parts(where isWanted: (Line) -> Bool) -> [String] {
    let texts = rendered.lines
    var parts: [String] = []
    for (index, line) in lines.enumerated() where isWanted(line) {
      let nested = lines[(index + 1)...].prefix { $0.depth > line.depth }.count
      let indent = 2 * line.depth
      parts.append(texts[index...(index + nested)].map { String($0.dropFirst(indent)) }.joined(separator: "\n"))
    }
    return parts
  }
}
