/// Text made safe for XML 1.0: markup characters escaped, characters XML cannot hold at all
/// (most control characters) written as `\u{1B}`.
enum XMLText {
  /// `text` escaped for element content.
  static func content(_ text: String) -> String {
    escaped(text, inAttribute: false)
  }

  /// `text` escaped for an attribute value in double quotes, line breaks and tabs kept as
  /// character references.
  static func attribute(_ text: String) -> String {
    escaped(text, inAttribute: true)
  }

  private static func escaped(_ text: String, inAttribute: Bool) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"" where inAttribute: result += "&quot;"
      case "'" where inAttribute: result += "&apos;"
      case "\n" where inAttribute: result += "&#10;"
      case "\r": result += "&#13;"
      case "\t" where inAttribute: result += "&#9;"
      case "\n", "\t":
        result.unicodeScalars.append(scalar)
      default:
        if isAllowed(scalar) {
          result.unicodeScalars.append(scalar)
        } else {
          result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
      }
    }
    return result
  }

  /// Whether XML 1.0 allows the character: tab, line feed, carriage return, and from U+0020 on,
  /// except U+FFFE and U+FFFF.
  private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
    default: false
    }
  }
}
