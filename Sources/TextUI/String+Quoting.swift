extension String {
  /// The string between double quotes, escaped as by ``escaped``: `"Say \"hi\""`.
  var quoted: String { "\"" + escaped + "\"" }

  /// The string on one line: backslash, double quote, tab, carriage return and line feed become
  /// `\\`, `\"`, `\t`, `\r` and `\n`; other control characters become `\u{XX}`.
  var escaped: String {
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

  /// The string as one word: as is when it is non-empty and has no spaces or characters that need
  /// escaping, quoted otherwise. Names, ids and symbol names are written this way.
  var word: String {
    !isEmpty && !contains(" ") && escaped == self ? self : quoted
  }

  /// The string quoted, or the word `none` for `nil`: how optional ids are listed in errors.
  static func quotedOrNone(_ string: String?) -> String {
    string?.quoted ?? "none"
  }
}

extension Sequence<String> {
  /// The strings quoted and separated by commas: `"Auto", "Light", "Dark"`.
  var quotedList: String { map(\.quoted).joined(separator: ", ") }
}
