extension SourceText {
  /// Checks two rules of block scalars (`|` and `>`) that libyaml does not enforce:
  ///
  /// - a comment on the header line needs a space before its `#` (`key: |# note` is an error);
  /// - without an explicit indentation indicator, no empty line before the first line of text may
  ///   hold more spaces than that line's indentation.
  ///
  /// `parentIndentation` is the indentation of the block collection around the scalar, -1 at the
  /// top level.
  func checkBlockScalarHeader(at start: LibYAMLMark, parentIndentation: Int) throws(ParseProblem) {
    guard var offset = blockScalarIndicatorOffset(from: offset(of: start)) else { return }
    offset += 1
    var hasIndentationIndicator = false
    let digits = UInt8(ascii: "1")...UInt8(ascii: "9")
    while let byte = byte(at: offset),
      byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || digits.contains(byte)
    {
      if digits.contains(byte) { hasIndentationIndicator = true }
      offset += 1
    }
    if byte(at: offset) == UInt8(ascii: "#") {
      throw ParseProblem(mark: mark(atOffset: offset), message: CommentSeparationCheck.message)
    }
    guard !hasIndentationIndicator else { return }
    try checkLeadingEmptyLines(
      after: mark(atOffset: offset).line - 1, parentIndentation: parentIndentation)
  }

  /// The offset of the `|` or `>` of a block scalar whose span starts at `start`, skipping the
  /// tag and anchor that may come first; nil if the text is not shaped as expected.
  private func blockScalarIndicatorOffset(from start: Int) -> Int? {
    var offset = start
    while let byte = byte(at: offset) {
      switch byte {
      case UInt8(ascii: "|"), UInt8(ascii: ">"):
        return offset
      case UInt8(ascii: "!"), UInt8(ascii: "&"):
        while let byte = self.byte(at: offset), !byte.isYAMLWhitespaceOrBreak { offset += 1 }
      case let byte where byte.isYAMLWhitespaceOrBreak:
        offset += 1
      default:
        return nil
      }
    }
    return nil
  }

  /// Checks the empty lines between a block scalar's header line and its first line of text.
  private func checkLeadingEmptyLines(after headerLine: Int, parentIndentation: Int)
    throws(ParseProblem)
  {
    var widest: (line: Int, spaces: Int)?
    var line = headerLine + 1
    while line < lineCount {
      let content = lineContent(line)
      let spaces = bytes[content].prefix { $0 == UInt8(ascii: " ") }.count
      if spaces < content.count {
        guard spaces > parentIndentation, let widest, widest.spaces > spaces else { return }
        throw ParseProblem(
          mark: YAMLMark(line: widest.line + 1, column: 1),
          message: "this empty line at the start of a block scalar has \(widest.spaces) spaces, "
            + "more than the \(spaces) of the scalar's first line at \(line + 1):\(spaces + 1); "
            + "remove the extra spaces"
        )
      }
      if spaces > (widest?.spaces ?? -1) { widest = (line, spaces) }
      line += 1
    }
  }
}
