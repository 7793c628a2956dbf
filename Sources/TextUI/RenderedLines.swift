import Prelude

/// The outline written as the lines of ``Screen/render()``: indented by two spaces per level of
/// depth, words separated by spaces, texts quoted.
///
/// Every line is written as UTF-8 into one buffer, after a line break from the line before, and
/// made a string only when ``text`` or ``lines`` is read: growing a string word by word costs
/// several times more, and so does joining strings made line by line.
struct RenderedLines: OutlineSink, ~Copyable {
  /// The lines written, one after the other, separated by line breaks.
  private var utf8 = ByteWriter(capacity: 512)
  /// Where each line starts in ``utf8``, after the line break that ends the line before.
  private var lineStarts: [Int] = []
  /// Whether the last line has a word yet, so that the next one follows a space.
  private var lineHasWords = false

  /// Every line written.
  var lines: [String] {
    lineStarts.indices.map { index in
      let end = index + 1 < lineStarts.count ? lineStarts[index + 1] - 1 : utf8.count
      return utf8.text(in: lineStarts[index]..<end)
    }
  }

  /// Every line written, joined by line breaks, without one at the end.
  var text: String { utf8.text }

  mutating func startLine(depth: Int) {
    if !lineStarts.isEmpty {
      utf8.append(UInt8(ascii: "\n"))
    }
    lineStarts.append(utf8.count)
    utf8.append(repeating: UInt8(ascii: " "), count: 2 * depth)
    lineHasWords = false
  }

  mutating func word(_ word: @autoclosure () -> String) {
    startWord()
    utf8.append(word())
  }

  mutating func text(_ text: String) {
    startWord()
    append(quoted: text)
  }

  mutating func texts(_ texts: [String]) {
    startWord()
    for (index, text) in texts.enumerated() {
      if index > 0 {
        utf8.append(literal: ", ")
      }
      append(quoted: text)
    }
  }

  private mutating func startWord() {
    if lineHasWords {
      utf8.append(UInt8(ascii: " "))
    }
    lineHasWords = true
  }

  /// Appends `text` between double quotes, escaped, as `String.quoted` writes it.
  private mutating func append(quoted text: String) {
    utf8.append(UInt8(ascii: "\""))
    utf8.append(text.escaped)
    utf8.append(UInt8(ascii: "\""))
  }
}
