/// Typed views of a scalar under the YAML 1.2 core schema.
///
/// Only plain scalars without a tag are resolved by their text; quoting always makes a string
/// (`"true"` is text), and an explicit tag decides the type (`!!str 12` is text, `!!int "12"` is
/// the integer 12). Any other tag, including the non-specific `!`, makes the scalar text.
extension YAMLScalar {
  /// The full forms of the core schema tags.
  enum CoreTag {
    static let null = "tag:yaml.org,2002:null"
    static let bool = "tag:yaml.org,2002:bool"
    static let int = "tag:yaml.org,2002:int"
    static let float = "tag:yaml.org,2002:float"
    static let string = "tag:yaml.org,2002:str"
  }

  /// Whether the scalar is the core schema's null: `null`, `Null`, `NULL`, `~` or nothing at all.
  public var isNull: Bool {
    guard isResolvable(as: CoreTag.null) else { return false }
    // Most texts are told apart by their first byte, before whole texts are compared.
    switch text.utf8.first {
    case nil: return true
    case UInt8(ascii: "~"), UInt8(ascii: "n"), UInt8(ascii: "N"):
      switch text {
      case "~", "null", "Null", "NULL": return true
      default: return false
      }
    default: return false
    }
  }

  /// The boolean the scalar denotes: `true`, `True`, `TRUE`, `false`, `False` or `FALSE`.
  public var bool: Bool? {
    guard isResolvable(as: CoreTag.bool) else { return nil }
    switch text.utf8.first {
    case UInt8(ascii: "t"), UInt8(ascii: "T"), UInt8(ascii: "f"), UInt8(ascii: "F"):
      switch text {
      case "true", "True", "TRUE": return true
      case "false", "False", "FALSE": return false
      default: return nil
      }
    default: return nil
    }
  }

  /// The integer the scalar denotes: decimal (`-12`), octal (`0o17`) or hexadecimal (`0x1F`).
  /// Nil when the scalar is not an integer or does not fit in `Int`.
  public var int: Int? {
    guard isResolvable(as: CoreTag.int) else { return nil }
    return Self.integer(text)
  }

  /// The number the scalar denotes: a float (`1.5`, `-2e3`, `.inf`, `-.Inf`, `.nan`) or, since
  /// every integer is a number, an integer.
  public var double: Double? {
    if isResolvable(as: CoreTag.float) {
      guard Self.startsLikeNumber(text) else { return nil }
      if let special = Self.specialFloat(text) { return special }
      if Self.isFloatLiteral(text) { return Double(text) }
    }
    guard isResolvable(as: CoreTag.int) else { return nil }
    return Self.integer(text).map(Double.init)
  }

  /// Whether the scalar may be read as the type with this tag: it carries the tag, or it is plain
  /// and carries none.
  private func isResolvable(as coreTag: String) -> Bool {
    if let tag { return tag == coreTag }
    return style == .plain
  }

  /// Parses `[-+]?[0-9]+`, `0o[0-7]+` and `0x[0-9a-fA-F]+`.
  private static func integer(_ text: String) -> Int? {
    guard startsLikeNumber(text) else { return nil }
    if text.hasPrefix("0o") { return digits(text.dropFirst(2), radix: 8) }
    if text.hasPrefix("0x") { return digits(text.dropFirst(2), radix: 16) }
    // Told by UTF-8 bytes: a digit is one byte, and every byte of a character that is not an
    // ASCII digit is none, so the text is all digits by its bytes exactly when by its characters.
    let bytes = text.utf8
    let magnitude = bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") ? bytes.dropFirst() : bytes[...]
    guard !magnitude.isEmpty, magnitude.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
      return nil
    }
    return Int(text)
  }

  /// Whether the text starts as every number does, with a sign, a digit or a dot; most texts
  /// are told apart from numbers by this alone.
  private static func startsLikeNumber(_ text: String) -> Bool {
    guard let first = text.utf8.first else { return false }
    switch first {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"),
      UInt8(ascii: "."):
      return true
    default:
      return false
    }
  }

  /// Parses unsigned digits of the radix; nil for no digits, a sign or an overflow.
  private static func digits(_ text: Substring, radix: Int) -> Int? {
    guard let first = text.first, first != "+", first != "-" else { return nil }
    return Int(text, radix: radix)
  }

  /// `[-+]?.inf` in its three spellings, and `.nan` in its three spellings.
  private static func specialFloat(_ text: String) -> Double? {
    // Each is four or five bytes long: most texts are told apart by their length alone.
    guard (4...5).contains(text.utf8.count) else { return nil }
    return switch text {
    case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": .infinity
    case "-.inf", "-.Inf", "-.INF": -.infinity
    case ".nan", ".NaN", ".NAN": .nan
    default: nil
    }
  }

  /// Whether the text matches `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`.
  private static func isFloatLiteral(_ text: String) -> Bool {
    var bytes = Substring(text).utf8[...]
    func skipDigits() -> Int {
      let count = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
      bytes = bytes.dropFirst(count)
      return count
    }
    if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") {
      bytes = bytes.dropFirst()
    }
    let integerDigits = skipDigits()
    var fractionDigits = 0
    if bytes.first == UInt8(ascii: ".") {
      bytes = bytes.dropFirst()
      fractionDigits = skipDigits()
    }
    guard integerDigits > 0 || fractionDigits > 0 else { return false }
    if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
      bytes = bytes.dropFirst()
      if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") {
        bytes = bytes.dropFirst()
      }
      guard skipDigits() > 0 else { return false }
    }
    return bytes.isEmpty
  }
}
