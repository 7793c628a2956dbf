/// JSON written straight into UTF-8 bytes, laid out exactly as ``JSONText/encode(_:)`` lays it
/// out (Foundation's `JSONEncoder` with `.prettyPrinted`, `.sortedKeys` and
/// `.withoutEscapingSlashes`): two spaces of indentation per level, `"key" : value`, every
/// member and element on a line of its own, an empty array as `[`, an empty line and `]`.
///
/// It does not sort: an object's members must be written in the order of their keys.
struct PrettyJSON {
  private var bytes: [UInt8] = []
  private var depth = 0
  /// Whether the container being written has nothing in it yet.
  private var isEmpty = true

  /// Makes a writer that expects about `capacity` bytes.
  init(capacity: Int = 0) {
    bytes.reserveCapacity(capacity)
  }

  /// The text so far.
  var text: String {
    String(decoding: bytes, as: UTF8.self)
  }

  /// Writes an object whose members `members` writes, each with ``key(_:)`` and then its value.
  mutating func object(_ members: (inout PrettyJSON) -> Void) {
    open(UInt8(ascii: "{"))
    members(&self)
    close(UInt8(ascii: "}"))
  }

  /// Writes an array of `elements`, each written by `element`.
  mutating func array<Elements: Sequence>(
    _ elements: Elements, _ element: (inout PrettyJSON, Elements.Element) -> Void
  ) {
    open(UInt8(ascii: "["))
    for value in elements {
      startItem()
      element(&self, value)
    }
    close(UInt8(ascii: "]"))
  }

  /// Writes an array of strings.
  mutating func array(_ strings: [String]) {
    array(strings) { $0.string($1) }
  }

  /// Starts the member `key` of the object being written; its value comes next. A key is a
  /// literal with nothing to escape, copied as it is.
  mutating func key(_ key: StaticString) {
    startItem()
    bytes.append(UInt8(ascii: "\""))
    key.withUTF8Buffer { bytes.append(contentsOf: $0) }
    bytes.append(contentsOf: Self.keySeparator)
  }

  /// Writes the member `key` with the string `value`.
  mutating func member(_ key: StaticString, _ value: String) {
    self.key(key)
    string(value)
  }

  /// Writes the member `key` with the string `value` when there is one.
  mutating func member(_ key: StaticString, _ value: String?) {
    if let value {
      member(key, value)
    }
  }

  /// Writes `value` as a JSON string: quotes, backslashes and control characters escaped, the
  /// short way when JSON has one, everything else as it is, copied a run at a time.
  mutating func string(_ value: String) {
    bytes.append(UInt8(ascii: "\""))
    var value = value
    value.withUTF8 { utf8 in
      var runStart = 0
      for (index, byte) in utf8.enumerated() where Self.isEscaped(byte) {
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
        escape(byte)
        runStart = index + 1
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// Whether a UTF-8 byte cannot stand for itself in a JSON string.
  private static func isEscaped(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
  }

  /// Writes the escape of a byte that cannot stand for itself in a JSON string.
  private mutating func escape(_ byte: UInt8) {
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"):
      bytes.append(UInt8(ascii: "\\"))
      bytes.append(byte)
    case UInt8(ascii: "\n"): append(#"\n"#)
    case UInt8(ascii: "\r"): append(#"\r"#)
    case UInt8(ascii: "\t"): append(#"\t"#)
    case 0x08: append(#"\b"#)
    case 0x0C: append(#"\f"#)
    default:
      append(#"\u00"#)
      bytes.append(Self.hexDigits[Int(byte >> 4)])
      bytes.append(Self.hexDigits[Int(byte & 0xF)])
    }
  }

  /// How many bytes have been written: where the next value starts.
  var count: Int {
    bytes.count
  }

  /// Writes again the bytes written in `range`: a value written earlier at the same depth, such
  /// as a ``key(_:)``'s value.
  mutating func rewrite(_ range: Range<Int>) {
    let start = bytes.count
    bytes.append(contentsOf: repeatElement(0, count: range.count))
    bytes.withUnsafeMutableBufferPointer { buffer in
      let base = buffer.baseAddress!
      (base + start).update(from: base + range.lowerBound, count: range.count)
    }
  }

  /// Writes `value` as a JSON number.
  mutating func integer(_ value: Int) {
    bytes += String(value).utf8
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)

  /// What comes between a key and its value, closing the key's quotes.
  private static let keySeparator = Array("\" : ".utf8)

  private mutating func append(_ literal: StaticString) {
    literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  private mutating func open(_ bracket: UInt8) {
    bytes.append(bracket)
    bytes.append(UInt8(ascii: "\n"))
    depth += 1
    isEmpty = true
  }

  private mutating func startItem() {
    // The comma and line break before every item but the first, then the indentation, at once.
    let start = isEmpty ? 2 : 0
    let end = 2 + 2 * depth
    if end <= Self.separator.count {
      bytes.append(contentsOf: Self.separator[start..<end])
    } else {
      bytes.append(contentsOf: Self.separator[start..<2])
      indent()
    }
    isEmpty = false
  }

  private mutating func close(_ bracket: UInt8) {
    depth -= 1
    bytes.append(UInt8(ascii: "\n"))
    indent()
    bytes.append(bracket)
    isEmpty = false
  }

  private mutating func indent() {
    let width = 2 * depth
    if 2 + width <= Self.separator.count {
      bytes.append(contentsOf: Self.separator[2..<2 + width])
    } else {
      bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: width))
    }
  }

  /// What comes before an item, copied at once: a comma and a line break, unless it is the
  /// first, and then enough spaces for the indentation of a trace.
  private static let separator = Array(",\n".utf8) + repeatElement(UInt8(ascii: " "), count: 32)
}
