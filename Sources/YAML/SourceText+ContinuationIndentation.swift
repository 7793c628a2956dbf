extension SourceText {
  /// Checks that the lines after the first of a quoted scalar or a flow collection are indented
  /// further than the block collection around it, as YAML requires and libyaml does not check:
  ///
  ///     key: "first
  ///       second"      # fine
  ///     key: "first
  ///     second"        # error: "second" must be indented by at least 1 space
  ///
  /// Only spaces count as indentation. Empty lines are exempt, and so are lines that start with a
  /// comment when `exemptsCommentLines` (a flow collection may hold comment lines; a quoted
  /// scalar may not).
  func checkContinuationIndentation(
    from start: LibYAMLMark,
    to end: LibYAMLMark,
    minimumIndentation: Int,
    exemptsCommentLines: Bool,
    of nodeName: String
  ) throws(ParseProblem) {
    guard minimumIndentation > 0, end.line > start.line else { return }
    for line in (start.line + 1)...end.line {
      let content = lineContent(line)
      let spaces = bytes[content].prefix { $0 == UInt8(ascii: " ") }.count
      guard spaces < minimumIndentation,
        let first = bytes[content].first(where: {
          $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t")
        }),
        !(exemptsCommentLines && first == UInt8(ascii: "#"))
      else { continue }
      let spaceWord = minimumIndentation == 1 ? "space" : "spaces"
      throw ParseProblem(
        mark: YAMLMark(line: line + 1, column: spaces + 1),
        message: "this line continues \(nodeName) that starts at \(start.yamlMark) and must be "
          + "indented by at least \(minimumIndentation) \(spaceWord) (tabs do not count as "
          + "indentation)"
      )
    }
  }
}
