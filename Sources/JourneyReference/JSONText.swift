import Foundation
import ValueCoding

/// Values as JSON text, indented by two spaces, with the keys of mappings in their order.
enum JSONText {
  static func render(_ value: Value, indent: String = "") -> String {
    let inner = indent + "  "
    switch value {
    case .null: return "null"
    case .bool(let flag): return flag ? "true" : "false"
    case .int(let number): return String(number)
    case .double(let number): return String(number)
    case .string(let text): return string(text)
    case .array(let elements):
      guard !elements.isEmpty else { return "[]" }
      return "[\n" + elements.map { inner + render($0, indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
    case .object(let object):
      guard !object.isEmpty else { return "{}" }
      let members = object.map { key, member in inner + string(key) + ": " + render(member, indent: inner) }
      return "{\n" + members.joined(separator: ",\n") + "\n" + indent + "}"
    }
  }

  private static func string(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20: result += String(format: "\\u%04x", scalar.value)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
