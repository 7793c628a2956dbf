import Testing
import YAML

/// Builders of expected trees: positions are (line, column), 1-based.
extension YAMLNode {
  static func scalar(
    _ text: String,
    _ style: YAMLScalar.Style = .plain,
    tag: String? = nil,
    from start: (Int, Int),
    to end: (Int, Int)
  ) -> YAMLNode {
    YAMLNode(
      kind: .scalar(YAMLScalar(text: text, style: style, tag: tag)),
      mark: YAMLMark(line: start.0, column: start.1),
      endMark: YAMLMark(line: end.0, column: end.1)
    )
  }

  static func sequence(_ items: [YAMLNode], from start: (Int, Int), to end: (Int, Int)) -> YAMLNode
  {
    YAMLNode(
      kind: .sequence(items),
      mark: YAMLMark(line: start.0, column: start.1),
      endMark: YAMLMark(line: end.0, column: end.1)
    )
  }

  static func mapping(
    _ pairs: [(key: YAMLNode, value: YAMLNode)],
    from start: (Int, Int),
    to end: (Int, Int)
  ) -> YAMLNode {
    YAMLNode(
      kind: .mapping(pairs.map { YAMLPair(key: $0.key, value: $0.value) }),
      mark: YAMLMark(line: start.0, column: start.1),
      endMark: YAMLMark(line: end.0, column: end.1)
    )
  }
}

/// Parses a text that must hold a document, under the file name `test.yaml`.
func parseDocument(_ text: String) throws -> YAMLNode {
  try #require(try YAMLParser.parse(text, file: "test.yaml"))
}

/// The error parsing a text under the file name `test.yaml` gives, or nil if it parses.
func parseError(_ text: String) -> YAMLError? {
  do {
    _ = try YAMLParser.parse(text, file: "test.yaml")
    return nil
  } catch {
    return error
  }
}

/// The rendered error parsing a text under the file name `test.yaml` gives, or nil if it parses.
func renderedParseError(_ text: String) -> String? {
  parseError(text)?.description
}
