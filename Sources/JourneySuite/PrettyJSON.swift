/// JSON written straight into text, laid out exactly as ``JSONText/encode(_:)`` lays it out
/// (Foundation's `JSONEncoder` with `.prettyPrinted`, `.sortedKeys` and
/// `.withoutEscapingSlashes`): two spaces of indentation per level, `"key" : value`, every
/// member and element on a line of its own, an empty array as `[`, an empty line and `]`.
///
/// It does not sort: an object's members must be written in the order of their keys.
struct PrettyJSON {
  /// The text so far.
  private(set) var text = ""
  private var indentation = ""
  /// Whether the container being written has nothing in it yet.
  private var isEmpty = true

  /// Writes an object whose members `members` writes, each with ``key(_:)`` and then its value.
  mutating func object(_ members: (inout PrettyJSON) -> Void) {
    open("{")
    members(&self)
    close("}")
  }

  /// Writes an array of `elements`, each written by `element`.
  mutating func array<Elements: Sequence>(
    _ elements: Elements, _ element: (inout PrettyJSON, Elements.Element) -> Void
  ) {
    open("[")
    for value in elements {
      startItem()
      element(&self, value)
    }
    close("]")
  }

  /// Writes an array of strings.
  mutating func array(_ strings: [String]) {
    array(strings) { $0.string($1) }
  }

  /// Starts the member `key` of the object being written; its value comes next.
  mutating func key(_ key: String) {
    startItem()
    string(key)
    text += " : "
  }

  /// Writes `value` as a JSON string.
  mutating func string(_ value: String) {
    text += "\""
    let utf8 = value.utf8
    var plainStart = utf8.startIndex
    for index in utf8.indices {
      guard let escaped = Self.escape(utf8[index]) else { continue }
      text += Substring(utf8[plainStart..<index])
      text += escaped
      plainStart = utf8.index(after: index)
    }
    text += Substring(utf8[plainStart...])
    text += "\""
  }

  /// Writes `value` as a JSON number.
  mutating func integer(_ value: Int) {
    text += String(value)
  }

  private mutating func open(_ bracket: String) {
    text += bracket
    text += "\n"
    indentation += "  "
    isEmpty = true
  }

  private mutating func startItem() {
    if !isEmpty {
      text += ",\n"
    }
    isEmpty = false
    text += indentation
  }

  private mutating func close(_ bracket: String) {
    indentation.removeLast(2)
    text += "\n"
    text += indentation
    text += bracket
    isEmpty = false
  }

  /// How a byte of UTF-8 is written inside a string, or `nil` when as it is: quotes, backslashes
  /// and control characters are escaped, the short way when JSON has one.
  private static func escape(_ byte: UInt8) -> String? {
    switch byte {
    case UInt8(ascii: "\""): "\\\""
    case UInt8(ascii: "\\"): "\\\\"
    case 0x08: "\\b"
    case 0x0C: "\\f"
    case UInt8(ascii: "\n"): "\\n"
    case UInt8(ascii: "\r"): "\\r"
    case UInt8(ascii: "\t"): "\\t"
    case 0..<0x10: "\\u000" + String(byte, radix: 16)
    case 0x10..<0x20: "\\u00" + String(byte, radix: 16)
    default: nil
    }
  }
}
