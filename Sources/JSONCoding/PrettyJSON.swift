import Prelude

/// JSON written straight into UTF-8 bytes, laid out exactly as ``JSONText/encode(_:)`` lays it
/// out (Foundation's `JSONEncoder` with `.prettyPrinted`, `.sortedKeys` and
/// `.withoutEscapingSlashes`): two spaces of indentation per level, `"key" : value`, every
/// member and element on a line of its own, an empty array as `[`, an empty line and `]`.
///
/// It does not sort: an object's members must be written in the order of their keys.
package struct PrettyJSON: ~Copyable {
  private var bytes: ByteWriter
  private var depth = 0
  /// Whether the container being written has nothing in it yet.
  private var isEmpty = true

  /// Makes a writer that expects about `capacity` bytes.
  package init(capacity: Int = 256) {
    bytes = ByteWriter(capacity: capacity)
  }

  /// The text so far.
  package var text: String {
    bytes.text
  }

  /// Calls `body` with the text written, as UTF-8.
  package func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
    try bytes.withBytes(body)
  }

  /// Ends the text with a line break, as a file's last line.
  package mutating func endLine() {
    bytes.append(UInt8(ascii: "\n"))
  }

  /// Writes an object whose members `members` writes, each with ``key(_:)`` and then its value.
  package mutating func object(_ members: (inout PrettyJSON) -> Void) {
    open(UInt8(ascii: "{"))
    members(&self)
    close(UInt8(ascii: "}"))
  }

  /// Writes an array of `elements`, each written by `element`.
  package mutating func array<Elements: Sequence>(
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
  package mutating func array(_ strings: [String]) {
    array(strings) { $0.string($1) }
  }

  /// Starts the member `key` of the object being written; its value comes next. A key is a
  /// literal with nothing to escape, copied as it is.
  package mutating func key(_ key: StaticString) {
    startItem()
    bytes.append(UInt8(ascii: "\""))
    bytes.append(literal: key)
    bytes.append(literal: "\" : ")
  }

  /// Writes the member `key` with the string `value`.
  package mutating func member(_ key: StaticString, _ value: String) {
    self.key(key)
    string(value)
  }

  /// Writes the member `key` with the string `value` when there is one.
  package mutating func member(_ key: StaticString, _ value: String?) {
    if let value {
      member(key, value)
    }
  }

  /// Writes `value` as a JSON string: quotes, backslashes and control characters escaped, the
  /// short way when JSON has one, everything else as it is, copied a run at a time.
  package mutating func string(_ value: String) {
    bytes.append(UInt8(ascii: "\""))
    var value = value
    value.withUTF8 { utf8 in
      var runStart = 0
      for index in 0..<utf8.count where Self.isEscaped(utf8[index]) {
        bytes.append(UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
        escape(utf8[index])
        runStart = index + 1
      }
      bytes.append(UnsafeBufferPointer(rebasing: utf8[runStart...]))
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
    case UInt8(ascii: "\n"): bytes.append(literal: #"\n"#)
    case UInt8(ascii: "\r"): bytes.append(literal: #"\r"#)
    case UInt8(ascii: "\t"): bytes.append(literal: #"\t"#)
    case 0x08: bytes.append(literal: #"\b"#)
    case 0x0C: bytes.append(literal: #"\f"#)
    default:
      bytes.append(literal: #"\u00"#)
      bytes.append(Self.hexDigits[Int(byte >> 4)])
      bytes.append(Self.hexDigits[Int(byte & 0xF)])
    }
  }

  /// How many bytes have been written: where the next value starts.
  package var count: Int {
    bytes.count
  }

  /// Writes again the bytes written in `range`: a value written earlier at the same depth, such
  /// as a ``key(_:)``'s value.
  package mutating func rewrite(_ range: Range<Int>) {
    bytes.appendCopy(of: range)
  }

  /// Writes `value` as a JSON number.
  package mutating func integer(_ value: Int) {
    bytes.append(String(value))
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)

  private mutating func open(_ bracket: UInt8) {
    bytes.append(bracket)
    bytes.append(UInt8(ascii: "\n"))
    depth += 1
    isEmpty = true
  }

  private mutating func startItem() {
    if !isEmpty {
      bytes.append(UInt8(ascii: ","))
      bytes.append(UInt8(ascii: "\n"))
    }
    indent()
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
    bytes.append(repeating: UInt8(ascii: " "), count: 2 * depth)
  }
}
