import CYaml

/// Why libyaml stopped, copied out of its parser state.
struct LibYAMLFailure: Error {
  /// The stage of libyaml that failed.
  enum Stage {
    /// Memory could not be allocated.
    case memory
    /// Decoding the bytes failed: bad UTF-8 or a control character. Located by `problemOffset`.
    case reader
    /// Splitting the text into tokens failed. Located by `problemMark`.
    case scanner
    /// Assembling tokens into nodes failed. Located by `problemMark`.
    case parser
  }

  var stage: Stage
  /// libyaml's description of the problem.
  var problem: String
  /// For reader failures: the byte offset of the offending input.
  var problemOffset: Int
  /// For reader failures: the offending byte or character, or -1.
  var problemValue: Int
  /// For scanner and parser failures: where the problem is.
  var problemMark: LibYAMLMark
  /// What libyaml was reading, such as "while scanning a quoted scalar", if it says.
  var context: String?
  /// Where what libyaml was reading starts.
  var contextMark: LibYAMLMark

  /// The failure for a parser that could not be initialized.
  static let outOfMemory = LibYAMLFailure(
    stage: .memory,
    problem: "out of memory",
    problemOffset: 0,
    problemValue: -1,
    problemMark: LibYAMLMark(index: 0, line: 0, column: 0),
    context: nil,
    contextMark: LibYAMLMark(index: 0, line: 0, column: 0)
  )
}

extension LibYAMLFailure {
  /// Copies the failure a libyaml parser recorded.
  init(_ parser: yaml_parser_t) {
    switch parser.error {
    case YAML_READER_ERROR: stage = .reader
    case YAML_SCANNER_ERROR: stage = .scanner
    case YAML_PARSER_ERROR: stage = .parser
    default: stage = .memory
    }
    problem = parser.problem.map { String(cString: $0) } ?? "unknown problem"
    problemOffset = Int(parser.problem_offset)
    problemValue = Int(parser.problem_value)
    problemMark = LibYAMLMark(parser.problem_mark)
    context = parser.context.map { String(cString: $0) }
    contextMark = LibYAMLMark(parser.context_mark)
  }
}
