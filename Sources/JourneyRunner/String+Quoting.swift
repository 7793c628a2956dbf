extension String {
  /// The string in double quotes on one line: `\`, `"`, newline, carriage return and tab are
  /// escaped with `\`.
  var quoted: String {
    var result = "\""
    for character in self {
      switch character {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default: result.append(character)
      }
    }
    return result + "\""
  }
}

extension Sequence<String> {
  /// The strings quoted and separated by commas: `"Start", "Reset"`.
  var quotedList: String {
    map(\.quoted).joined(separator: ", ")
  }
}
