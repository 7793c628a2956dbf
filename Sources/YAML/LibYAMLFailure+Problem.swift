extension LibYAMLFailure {
  /// The failure as a problem: located in the text, saying what was being read when libyaml
  /// stopped, keeping libyaml's description, and suggesting a fix where a common mistake is
  /// likely.
  ///
  /// `innermostKindName` names what was being read when libyaml does not say ("a mapping").
  func problem(in source: SourceText, innermostKindName: String) -> ParseProblem {
    switch stage {
    case .memory:
      return ParseProblem(
        mark: YAMLMark(line: 1, column: 1), message: "ran out of memory while parsing")
    case .reader:
      return ParseProblem(mark: source.mark(atOffset: problemOffset), message: readerMessage)
    case .scanner, .parser:
      let problemMark = problemMark.yamlMark
      var subject = innermostKindName
      if let context {
        subject = String(
          context.trimmingPrefix("while scanning ").trimmingPrefix("while parsing ")
            .trimmingPrefix("for ")
        )
        let contextMark = contextMark.yamlMark
        if contextMark != problemMark { subject += " that starts at \(contextMark)" }
      }
      return ParseProblem(
        mark: problemMark,
        message: "could not parse \(subject): \(problem)\(hint(in: source))"
      )
    }
  }

  /// The message for bytes that are not UTF-8 text YAML allows.
  private var readerMessage: String {
    let isControlCharacter = problem.hasPrefix("control characters")
    let value = String(problemValue, radix: 16, uppercase: true)
    let found =
      switch (problemValue < 0, isControlCharacter) {
      case (true, _): ""
      case (false, true): " (U+\(String(repeating: "0", count: max(0, 4 - value.count)))\(value))"
      case (false, false): " (byte 0x\(value.count < 2 ? "0" : "")\(value))"
      }
    let fix =
      isControlCharacter
      ? "remove it, or write it as an escape inside a double-quoted string"
      : "save the file as UTF-8"
    return "could not read the text: \(problem)\(found); \(fix)"
  }

  /// Advice for the mistakes behind libyaml's most common complaints, beginning with "; ".
  private func hint(in source: SourceText) -> String {
    let offset = source.offset(of: problemMark)
    let offendingByte = source.byte(at: offset)
    if offendingByte == UInt8(ascii: "{"), offset > 0, source.byte(at: offset - 1) == UInt8(ascii: "$") {
      return "; inside { … } or [ … ], quote a variable: write \"${…}\" instead of ${…}"
    }
    if problem == "did not find expected ',' or '}'" || problem == "did not find expected ',' or ']'",
      let text = plainTextWithBracket(in: source, at: offset)
    {
      return "; inside { … } or [ … ], a bracket ends an unquoted value: write \"\(text)\" instead of \(text)"
    }
    switch problem {
    case "found character that cannot start any token" where offendingByte == UInt8(ascii: "\t"),
      "found a tab character that violates indentation",
      "found a tab character where an indentation space is expected":
      return "; replace the tab with spaces, YAML does not allow a tab here"
    case "found character that cannot start any token":
      return "; quote the value if it starts with '@', '`', '%' or another reserved character"
    case "mapping values are not allowed in this context":
      return "; check the indentation of this line, or quote the value if it contains ': '"
    case "did not find expected key", "did not find expected '-' indicator":
      return "; check the indentation of this line"
    case "could not find expected ':'":
      return "; a key must be followed by ':' on the same line"
    default:
      return ""
    }
  }

  /// The unquoted value that a '[' or '{' at `offset` cuts short inside a flow collection, as
  /// written (`items[0].name`), or nil if no text comes before the bracket.
  ///
  /// The value runs back to the ',', bracket or ': ' before it, and on, past brackets it opens
  /// and closes, to the ',', ': ', closing bracket or line end after it.
  private func plainTextWithBracket(in source: SourceText, at offset: Int) -> String? {
    let line = source.lineContent(source.mark(atOffset: offset).line - 1)
    let bytes = source.bytes
    let blanks: Set<UInt8> = [UInt8(ascii: " "), UInt8(ascii: "\t")]
    let openings: Set<UInt8> = [UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "{")]
    guard offset < bytes.count, bytes[offset] == UInt8(ascii: "[") || bytes[offset] == UInt8(ascii: "{")
    else { return nil }
    var start = offset
    while start > line.lowerBound, !openings.contains(bytes[start - 1]),
      !(bytes[start - 1] == UInt8(ascii: ":") && blanks.contains(bytes[start]))
    {
      start -= 1
    }
    while start < offset, blanks.contains(bytes[start]) { start += 1 }
    guard start < offset else { return nil }
    var end = offset
    var depth = 0
    scan: while end < line.upperBound {
      switch bytes[end] {
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        depth += 1
      case UInt8(ascii: "]"), UInt8(ascii: "}"):
        if depth == 0 { break scan }
        depth -= 1
      case UInt8(ascii: ",") where depth == 0:
        break scan
      case UInt8(ascii: ":") where depth == 0 && (end + 1 == line.upperBound || blanks.contains(bytes[end + 1])):
        break scan
      default:
        break
      }
      end += 1
    }
    while blanks.contains(bytes[end - 1]) { end -= 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }
}
