extension SourceText {
  /// Checks that a comment after the version of a `%YAML` directive has a space before its `#`
  /// (`%YAML 1.2#note` is an error libyaml lets through). `start` and `end` span the directives
  /// and the `---` of an explicit document.
  func checkDirectiveComments(from start: LibYAMLMark, to end: LibYAMLMark) throws(ParseProblem) {
    guard end.line > start.line else { return }
    let directive = Array("%YAML".utf8)
    for line in start.line..<end.line {
      let content = lineContent(line)
      guard bytes[content].starts(with: directive) else { continue }
      var offset = content.lowerBound + directive.count
      while offset < content.upperBound, bytes[offset].isYAMLWhitespaceOrBreak { offset += 1 }
      while offset < content.upperBound, !bytes[offset].isYAMLWhitespaceOrBreak {
        if bytes[offset] == UInt8(ascii: "#") {
          throw ParseProblem(mark: mark(atOffset: offset), message: CommentSeparationCheck.message)
        }
        offset += 1
      }
    }
  }
}
