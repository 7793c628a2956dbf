import YAML

extension YAMLNode {
  /// How a message names what it found instead of what it expected: `'3 seconds'`, `nothing`
  /// (an empty value), `null`, `a list`, `an empty list`, `a mapping` or `an empty mapping`. Long
  /// or multi-line text is shortened.
  var foundDescription: String {
    switch kind {
    case .sequence(let items):
      return items.isEmpty ? "an empty list" : "a list"
    case .mapping(let pairs):
      return pairs.isEmpty ? "an empty mapping" : "a mapping"
    case .scalar(let scalar) where scalar.isNull:
      return scalar.text.isEmpty ? "nothing" : "null"
    case .scalar(let scalar):
      var text = scalar.text.replacingLineBreaks
      if text.count > Self.longestQuotedText {
        text = String(text.prefix(Self.longestQuotedText - 1)) + "…"
      }
      return "'\(text)'"
    }
  }

  private static let longestQuotedText = 60
}

extension String {
  /// The text with each line break written `\n`, to fit on one line of a message.
  fileprivate var replacingLineBreaks: String {
    var result = ""
    for character in self {
      if character.isNewline { result += "\\n" } else { result.append(character) }
    }
    return result
  }
}
