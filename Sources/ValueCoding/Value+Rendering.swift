import Prelude

extension Value {
  /// The value as deterministic, diff-friendly text in YAML block style, for state dumps in golden
  /// snapshots and for failure diffs. The text is valid YAML that reads back as the same value.
  ///
  /// The rules, exactly:
  /// - `null`, `true`, `false`; integers in decimal; other numbers in Swift's shortest exact form
  ///   (`1.5`, `1.0`, `1e-07`), with `.nan`, `.inf` and `-.inf` for the special values.
  /// - Strings plain when they cannot be read as anything else, otherwise in double quotes (see
  ///   below). Keys follow the same rule.
  /// - An empty list is `[]`, an empty mapping `{}`.
  /// - A mapping is one line per key in order: `key: value` when the value fits on the line,
  ///   otherwise `key:` followed by the value's lines indented by two spaces.
  /// - A list is one `- ` line per element: `- value` when it fits on the line, otherwise the
  ///   element's first line after `- ` and its other lines indented by two spaces.
  /// - Lines are joined with `\n`; there is no trailing newline.
  ///
  /// A string is quoted when it is empty; starts or ends with whitespace; starts with a digit or
  /// one of `- ? : , [ ] { } # & * ! | > ' " % @ + . ~` or a backtick; contains `": "` or `" #"` or
  /// ends with `:`; is `null`, `true`, `false`, `yes`, `no`, `on`, `off`, `y` or `n` in any case; or
  /// holds a control or line-breaking character. In quotes, `"` and `\` are escaped with `\`, newline, tab
  /// and carriage return are written `\n`, `\t` and `\r`, and other control or line-breaking
  /// characters as `\u` with four hex digits.
  public var rendered: String {
    if let inline = inlineRendering { return inline }
    var text = ByteWriter()
    writeBlock(into: &text, indent: 0, continuingLine: false)
    return text.text
  }

  /// Writes a non-empty list or mapping, one line per entry or element, each line but the first
  /// after a line break: lines indented by `indent` spaces, but the first when it continues a
  /// line already started (a list element's `- `).
  private func writeBlock(into text: inout ByteWriter, indent: Int, continuingLine: Bool) {
    var isFirstLine = true
    func startLine(_ text: inout ByteWriter) {
      if !(isFirstLine && continuingLine) {
        if text.count > 0 { text.append(UInt8(ascii: "\n")) }
        text.append(repeating: UInt8(ascii: " "), count: indent)
      }
      isFirstLine = false
    }
    switch self {
    case .object(let object):
      for (key, value) in object {
        startLine(&text)
        text.append(Self.renderedScalar(key))
        if let inline = value.inlineRendering {
          text.append(literal: ": ")
          text.append(inline)
        } else {
          text.append(UInt8(ascii: ":"))
          value.writeBlock(into: &text, indent: indent + 2, continuingLine: false)
        }
      }
    case .array(let elements):
      for element in elements {
        startLine(&text)
        text.append(literal: "- ")
        if let inline = element.inlineRendering {
          text.append(inline)
        } else {
          element.writeBlock(into: &text, indent: indent + 2, continuingLine: true)
        }
      }
    default:
      startLine(&text)
      text.append(inlineRendering ?? "")
    }
  }

  /// The value on one line, or `nil` for a non-empty list or mapping.
  private var inlineRendering: String? {
    switch self {
    case .null: "null"
    case .bool(let value): value ? "true" : "false"
    case .int(let value): String(value)
    case .double(let value) where value.isNaN: ".nan"
    case .double(let value) where value.isInfinite: value < 0 ? "-.inf" : ".inf"
    case .double(let value): String(value)
    case .string(let value): Self.renderedScalar(value)
    case .array(let elements): elements.isEmpty ? "[]" : nil
    case .object(let object): object.isEmpty ? "{}" : nil
    }
  }

  private static let indicatorCharacters: Set<Character> = [
    "-", "?", ":", ",", "[", "]", "{", "}", "#", "&", "*", "!", "|", ">", "'", "\"", "%", "@", "`",
    "+", ".", "~",
  ]

  private static let reservedWords: Set<String> = [
    "null", "true", "false", "yes", "no", "on", "off", "y", "n",
  ]

  private static func renderedScalar(_ text: String) -> String {
    needsQuotes(text) ? quoted(text) : text
  }

  private static func needsQuotes(_ text: String) -> Bool {
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      return asciiNeedsQuotes(text)
    }
    guard let first = text.first, let last = text.last else { return true }
    return first.isWhitespace || last.isWhitespace || (first.isASCII && first.isNumber)
      || indicatorCharacters.contains(first)
      || text.contains(": ") || text.contains(" #") || last == ":"
      || reservedWords.contains(text.lowercased())
      || text.unicodeScalars.contains(where: needsEscape)
  }

  /// ``needsQuotes(_:)`` for a text of ASCII characters, read byte by byte: each byte is a
  /// character, and a control character needs quotes whatever else holds.
  private static func asciiNeedsQuotes(_ text: String) -> Bool {
    let bytes = text.utf8
    guard let first = bytes.first, let last = bytes.last else { return true }
    if first == UInt8(ascii: " ") || last == UInt8(ascii: " ") || last == UInt8(ascii: ":")
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) || indicatorBytes.contains(first)
    {
      return true
    }
    var previous: UInt8 = 0
    for byte in bytes {
      if byte < 0x20 || byte == 0x7F
        || (previous, byte) == (UInt8(ascii: ":"), UInt8(ascii: " "))
        || (previous, byte) == (UInt8(ascii: " "), UInt8(ascii: "#"))
      {
        return true
      }
      previous = byte
    }
    return bytes.count <= longestReservedWord && reservedWords.contains(text.lowercased())
  }

  private static let indicatorBytes = Set(indicatorCharacters.map { $0.asciiValue! })

  private static let longestReservedWord = reservedWords.map(\.utf8.count).max()!

  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x85
      || scalar.value == 0x2028 || scalar.value == 0x2029
  }

  private static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      case _ where needsEscape(scalar):
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
