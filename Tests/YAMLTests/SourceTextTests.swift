import Testing

@testable import YAML

@Suite struct SourceTextTests {
  @Test func findsLinesEndedByEveryLineBreakLibYAMLCounts() {
    let source = SourceText(Array("a\nb\r\nc\rd\u{85}e\u{2028}f\u{2029}g".utf8))
    #expect(source.lineCount == 7)
    let lines = (0..<source.lineCount).map {
      String(decoding: source.bytes[source.lineContent($0)], as: UTF8.self)
    }
    #expect(lines == ["a", "b", "c", "d", "e", "f", "g"])
    #expect(source.lineContent(7).isEmpty)
  }

  @Test func findsLineBreaksWhereverTheyFallInALongText() {
    // Lines of every length up to twenty bytes, some with a letter that is not ASCII, each ended
    // by one kind of break in turn: breaks fall at every place of the words the text is read by.
    let breaks = ["\n", "\r\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"]
    var text = ""
    var expected: [String] = []
    for length in 0...20 {
      let line = String(repeating: "x", count: length) + (length % 3 == 0 ? "é" : "")
      text += line + breaks[length % breaks.count]
      expected.append(line)
    }
    text += "end"
    expected.append("end")
    let source = SourceText(Array(text.utf8))
    let lines = (0..<source.lineCount).map {
      String(decoding: source.bytes[source.lineContent($0)], as: UTF8.self)
    }
    #expect(lines == expected)
  }

  @Test func tellsATextWithALetterPastItsFirstWordsFromOneInASCII() {
    // Unicode scalar 17, the `x` after `é` (two bytes) late on the first line, is byte 18.
    let source = SourceText(Array("abcdefghijklmnoé\nxy".utf8))
    #expect(source.offset(of: LibYAMLMark(index: 17, line: 1, column: 0)) == 18)
  }

  @Test func locatesByteOffsetsInLinesAndUnicodeScalars() {
    let source = SourceText(Array("ab\nçd€f\n".utf8))
    #expect(source.mark(atOffset: 0) == YAMLMark(line: 1, column: 1))
    #expect(source.mark(atOffset: 2) == YAMLMark(line: 1, column: 3))
    #expect(source.mark(atOffset: 3) == YAMLMark(line: 2, column: 1))
    #expect(source.mark(atOffset: 6) == YAMLMark(line: 2, column: 3))
    #expect(source.mark(atOffset: 9) == YAMLMark(line: 2, column: 4))
    #expect(source.mark(atOffset: 11) == YAMLMark(line: 3, column: 1))
    #expect(source.mark(atOffset: 99) == YAMLMark(line: 3, column: 1))
  }

  @Test func turnsLibYAMLPositionsIntoByteOffsets() {
    let source = SourceText(Array("ab\r\nçd€f".utf8))
    #expect(source.offset(of: LibYAMLMark(index: 1, line: 0, column: 1)) == 1)
    #expect(source.offset(of: LibYAMLMark(index: 4, line: 1, column: 0)) == 4)
    #expect(source.offset(of: LibYAMLMark(index: 6, line: 1, column: 2)) == 7)
    var cursor = SourceText.Cursor()
    #expect(source.offset(of: LibYAMLMark(index: 7, line: 1, column: 3), movingFrom: &cursor) == 10)
    #expect(source.offset(of: LibYAMLMark(index: 5, line: 1, column: 1), movingFrom: &cursor) == 6)
    #expect(source.offset(of: LibYAMLMark(index: 8, line: 1, column: 4), movingFrom: &cursor) == 11)
  }

  @Test func dropsAByteOrderMark() {
    #expect(SourceText([0xEF, 0xBB, 0xBF, 0x61]).bytes == [0x61])
    #expect(SourceText([0x61, 0xEF, 0xBB, 0xBF]).bytes.count == 4)
  }
}
