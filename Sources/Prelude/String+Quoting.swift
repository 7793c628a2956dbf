extension String {
  /// The string between double quotes, escaped as by ``escaped``: `"Say \"hi\""`. Every message
  /// that shows a text a person typed or saw quotes it this way, which is also a Swift string
  /// literal.
  public var quoted: String { "\"" + escaped + "\"" }

  /// The string on one line: backslash, double quote, tab, carriage return and line feed become
  /// `\\`, `\"`, `\t`, `\r` and `\n`; other control characters become `\u{XX}`.
  public var escaped: String {
    guard hasUTF8(where: Self.mayNeedEscaping) else { return self }
    var result = ""
    for scalar in unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      case "\n": result += "\\n"
      case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Whether a UTF-8 byte may belong to a character ``escaped`` rewrites: an ASCII control
  /// character, `"`, `\`, or the lead byte 0xC2 of the C1 control characters (U+0080 to U+009F),
  /// which it shares with other characters. A string without such bytes is its own escape.
  private static func mayNeedEscaping(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0x7F || byte == 0xC2
  }

  /// The string as one word: as is when it is non-empty and has no spaces or characters that need
  /// escaping, quoted otherwise. Names, ids and symbol names are written this way.
  public var word: String {
    !isEmpty && !hasUTF8(where: { $0 == UInt8(ascii: " ") }) && escaped == self ? self : quoted
  }

  /// Whether some byte of the string's UTF-8 satisfies `predicate`, read from contiguous storage:
  /// walking the UTF-8 view index by index costs several times more.
  private func hasUTF8(where predicate: (UInt8) -> Bool) -> Bool {
    var string = self
    return string.withUTF8 { $0.contains(where: predicate) }
  }

  /// The string quoted, or the word `none` for `nil`: how optional ids are listed in errors.
  public static func quotedOrNone(_ string: String?) -> String {
    string?.quoted ?? "none"
  }
}

extension Sequence<String> {
  /// The strings quoted and separated by commas: `"Auto", "Light", "Dark"`.
  public var quotedList: String { map(\.quoted).joined(separator: ", ") }
}

/// Items in a sentence: `a`, `a and b`, `a, b and c`, or with another conjunction such as `or`;
/// `none` when there are none.
public func listed(_ items: [String], _ conjunction: String) -> String {
  guard let last = items.last else { return "none" }
  guard items.count > 1 else { return last }
  return items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
}
