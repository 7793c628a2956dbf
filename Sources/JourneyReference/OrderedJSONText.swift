import JSONCoding
import ValueCoding

/// Values as JSON text, indented by two spaces, with the keys of mappings in the order the value
/// holds them (a schema reads `$schema`, `title`, then the rest), unlike the harness's report and
/// trace files, whose keys are sorted. Strings are written by ``JSONText``.
enum OrderedJSONText {
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

  /// `text` as a JSON string literal.
  private static func string(_ text: String) -> String {
    // Encoding a string cannot fail: only numbers JSON cannot hold make the encoder throw.
    (try? JSONText.line(text)) ?? "\"\""
  }
}
