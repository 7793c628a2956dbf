import Testing

import Prelude

@Suite struct ByteWriterTests {
  @Test func writesBytesStringsAndLiteralsInOrder() {
    var writer = ByteWriter()
    writer.append(UInt8(ascii: "["))
    writer.append("café")
    writer.append(literal: ", ")
    writer.append(repeating: UInt8(ascii: "-"), count: 3)
    writer.append(repeating: UInt8(ascii: "-"), count: 0)
    writer.append(UInt8(ascii: "]"))
    #expect(writer.text == "[café, ---]")
    #expect(writer.count == 12)
  }

  @Test func growsPastItsCapacityKeepingWhatWasWritten() {
    var writer = ByteWriter(capacity: 16)
    for number in 0..<1_000 {
      writer.append("\(number) ")
    }
    #expect(writer.text == (0..<1_000).map { "\($0) " }.joined())
  }

  @Test func copiesARangeWrittenBefore() {
    var writer = ByteWriter(capacity: 16)
    writer.append("a screen line, ")
    let line = 2..<13
    writer.appendCopy(of: line)
    writer.appendCopy(of: line)
    #expect(writer.text == "a screen line, screen linescreen line")
    #expect(writer.text(in: line) == "screen line")
  }

  @Test func readsTheBytesOfARange() {
    var writer = ByteWriter()
    writer.append("key: value")
    #expect(writer.withBytes(in: 5..<10) { Array($0) } == Array("value".utf8))
    #expect(writer.text(in: 3..<3) == "")
    #expect(writer.withBytes { Array($0) } == Array("key: value".utf8))
  }
}
