import Prelude

/// Where things are in a JSON text, for a message about a file that does not decode: where the
/// text stops being JSON and why, or where the value a coding path leads to starts and what it
/// is. Foundation's decoder on Linux says neither; the file's reader reads it again only when
/// decoding failed.
struct JSONPositions {
  /// What a JSON value is, as a message names it.
  enum Kind: String {
    case object = "an object"
    case array = "an array"
    case string = "a string"
    case number = "a number"
    case boolean = "a boolean"
    case null
  }

  /// A place in the text: a 1-based line, and a 1-based column counted in characters.
  struct Position: Hashable {
    var line: Int
    var column: Int
  }

  /// Why the text is not JSON, and where.
  struct SyntaxError: Hashable {
    var position: Position
    /// What was expected and what was found: `expected ',' or '}', found "x"`.
    var problem: String
  }

  private let bytes: [UInt8]

  init(_ text: String) {
    bytes = Array(text.utf8)
  }

  /// The first place the text is not JSON; `nil` when it is.
  var syntaxError: SyntaxError? {
    var scanner = Scanner(bytes: bytes, target: nil)
    do {
      try scanner.document()
      return nil
    } catch {
      return SyntaxError(position: position(of: error.offset), problem: error.problem)
    }
  }

  /// Where the value at `path` starts and what it is; `nil` when the text has no such value or
  /// is not JSON before it.
  func value(at path: [any CodingKey]) -> (position: Position, kind: Kind)? {
    var scanner = Scanner(bytes: bytes, target: path)
    try? scanner.document()
    return scanner.found.map { (position(of: $0.offset), $0.kind) }
  }

  /// The line and column of the byte at `offset`.
  private func position(of offset: Int) -> Position {
    var line = 1
    var lineStart = 0
    for index in 0..<min(offset, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
      line += 1
      lineStart = index + 1
    }
    // A character starts at every byte that does not continue one.
    let characters = bytes[lineStart..<min(offset, bytes.count)].count { $0 & 0xC0 != 0x80 }
    return Position(line: line, column: characters + 1)
  }
}

/// The bytes at an offset that are not what JSON needs there.
private struct ScanError: Error {
  let offset: Int
  let problem: String
}

/// Reads a JSON text as RFC 8259 defines it, noting where the value at its target path starts.
private struct Scanner {
  /// A step into a container: a member's key or an element's index.
  private enum Step {
    case key([UInt8])
    case index(Int)
  }

  /// How deep containers may nest, as Foundation's decoder allows.
  private static let depthLimit = 512

  let bytes: [UInt8]
  /// The path whose value ``found`` is to note.
  let target: [any CodingKey]?
  private(set) var found: (offset: Int, kind: JSONPositions.Kind)?
  private var index = 0
  private var path: [Step] = []

  init(bytes: [UInt8], target: [any CodingKey]?) {
    self.bytes = bytes
    self.target = target
  }

  /// Reads the whole text: one value, with only white space around it.
  mutating func document() throws(ScanError) {
    skipSpace()
    try value()
    skipSpace()
    if index < bytes.count {
      throw problem("the end of the text after the value")
    }
  }

  private mutating func value() throws(ScanError) {
    guard let byte = current else { throw problem("a value") }
    let kind: JSONPositions.Kind =
      switch byte {
      case UInt8(ascii: "{"): .object
      case UInt8(ascii: "["): .array
      case UInt8(ascii: "\""): .string
      case UInt8(ascii: "t"), UInt8(ascii: "f"): .boolean
      case UInt8(ascii: "n"): .null
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): .number
      default: throw problem("a value")
      }
    if found == nil, isAtTarget {
      found = (index, kind)
    }
    switch kind {
    case .object: try object()
    case .array: try array()
    case .string: _ = try string()
    case .number: try number()
    case .boolean: try literal(byte == UInt8(ascii: "t") ? "true" : "false")
    case .null: try literal("null")
    }
  }

  private mutating func object() throws(ScanError) {
    try items(closedBy: UInt8(ascii: "}"), each: "member") { scanner, _ throws(ScanError) in
      guard scanner.current == UInt8(ascii: "\"") else { throw scanner.problem("a key in double quotes") }
      let key = try scanner.string()
      scanner.skipSpace()
      guard scanner.current == UInt8(ascii: ":") else { throw scanner.problem("':' after the key") }
      scanner.index += 1
      scanner.skipSpace()
      scanner.path.append(.key(key))
      try scanner.value()
      scanner.path.removeLast()
    }
  }

  private mutating func array() throws(ScanError) {
    try items(closedBy: UInt8(ascii: "]"), each: "element") { scanner, number throws(ScanError) in
      scanner.path.append(.index(number))
      try scanner.value()
      scanner.path.removeLast()
    }
  }

  /// Reads a container from its opening bracket to `closing`: its items separated by commas,
  /// each read by `item` with its number, from 0; `name` is what a message calls an item.
  private mutating func items(
    closedBy closing: UInt8, each name: String, _ item: (inout Scanner, Int) throws(ScanError) -> Void
  ) throws(ScanError) {
    try enter()
    skipSpace()
    if current == closing {
      index += 1
      return
    }
    var number = 0
    while true {
      try item(&self, number)
      number += 1
      skipSpace()
      switch current {
      case UInt8(ascii: ","):
        index += 1
        skipSpace()
      case closing:
        index += 1
        return
      default: throw problem("',' or '\(Character(Unicode.Scalar(closing)))' after the \(name)")
      }
    }
  }

  /// Steps over a container's opening bracket, one level deeper.
  private mutating func enter() throws(ScanError) {
    guard path.count < Self.depthLimit else {
      throw ScanError(offset: index, problem: "containers nested more than \(Self.depthLimit) deep")
    }
    index += 1
  }

  /// Reads a string; returns its bytes between the quotes, escapes as written.
  private mutating func string() throws(ScanError) -> [UInt8] {
    index += 1
    let start = index
    while let byte = current {
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        return Array(bytes[start..<index - 1])
      case UInt8(ascii: "\\"):
        index += 1
        try escape()
      case ..<0x20:
        throw ScanError(offset: index, problem: "a control character in a string must be escaped, such as \\n")
      default:
        index += 1
      }
    }
    throw problem("'\"' to end the string")
  }

  /// Reads what follows a backslash in a string.
  private mutating func escape() throws(ScanError) {
    guard let byte = current else { throw problem("an escaped character") }
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
      UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
      index += 1
    case UInt8(ascii: "u"):
      index += 1
      for _ in 0..<4 {
        guard let digit = current, digit.isHexDigit else { throw problem("four hexadecimal digits after \\u") }
        index += 1
      }
    default:
      throw problem(#"one of \" \\ / \b \f \n \r \t \u after a backslash"#)
    }
  }

  private mutating func number() throws(ScanError) {
    if current == UInt8(ascii: "-") { index += 1 }
    if current == UInt8(ascii: "0") {
      index += 1
    } else {
      try digits()
    }
    if current == UInt8(ascii: ".") {
      index += 1
      try digits()
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      index += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
      try digits()
    }
  }

  /// Reads one digit or more.
  private mutating func digits() throws(ScanError) {
    guard let digit = current, digit.isDigit else { throw problem("a digit") }
    while let digit = current, digit.isDigit { index += 1 }
  }

  private mutating func literal(_ word: StaticString) throws(ScanError) {
    let start = index
    for expected in UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount) {
      guard current == expected else {
        index = start
        throw problem("a value")
      }
      index += 1
    }
  }

  private mutating func skipSpace() {
    while let byte = current,
      byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
        || byte == UInt8(ascii: "\r")
    {
      index += 1
    }
  }

  private var current: UInt8? {
    index < bytes.count ? bytes[index] : nil
  }

  /// Whether the value being read is the one at ``target``: a member is matched by its key's
  /// text, an element by its index.
  private var isAtTarget: Bool {
    guard let target, target.count == path.count else { return false }
    for (step, key) in zip(path, target) {
      switch step {
      case .key(let bytes):
        guard Self.unescaped(bytes) == key.stringValue else { return false }
      case .index(let position):
        guard key.intValue == position else { return false }
      }
    }
    return true
  }

  /// The text of a string's bytes between its quotes, with its escapes read. The scanner has
  /// checked every escape; `\u` escapes are UTF-16 code units, so the text is put together in
  /// UTF-16.
  private static func unescaped(_ bytes: [UInt8]) -> String {
    guard bytes.contains(UInt8(ascii: "\\")) else { return String(decoding: bytes, as: UTF8.self) }
    var units: [UInt16] = []
    var runStart = 0
    var index = 0
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "\\") else {
        index += 1
        continue
      }
      units += String(decoding: bytes[runStart..<index], as: UTF8.self).utf16
      let escaped = bytes[index + 1]
      index += 2
      switch escaped {
      case UInt8(ascii: "u"):
        units.append(UInt16(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) ?? 0xFFFD)
        index += 4
      case UInt8(ascii: "b"): units.append(0x08)
      case UInt8(ascii: "f"): units.append(0x0C)
      case UInt8(ascii: "n"): units.append(0x0A)
      case UInt8(ascii: "r"): units.append(0x0D)
      case UInt8(ascii: "t"): units.append(0x09)
      default: units.append(UInt16(escaped))
      }
      runStart = index
    }
    units += String(decoding: bytes[runStart...], as: UTF8.self).utf16
    return String(decoding: units, as: UTF16.self)
  }

  /// `expected` what JSON needs at the current byte, and what is there instead.
  private func problem(_ expected: String) -> ScanError {
    ScanError(offset: index, problem: "expected \(expected), found \(shown(at: index))")
  }

  /// What a message says is at `offset`: the word there (`yes`, an unquoted key), else the
  /// character there, quoted; or the end of the text.
  private func shown(at offset: Int) -> String {
    guard offset < bytes.count else { return "the end of the text" }
    var end = offset + 1
    if bytes[offset].isWordByte {
      while end < bytes.count, bytes[end].isWordByte { end += 1 }
    } else {
      while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
    }
    return String(decoding: bytes[offset..<end], as: UTF8.self).quoted
  }
}

extension UInt8 {
  fileprivate var isDigit: Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self)
  }

  /// Whether the byte is an ASCII letter, digit or underscore: part of a word a message shows
  /// whole.
  fileprivate var isWordByte: Bool {
    isDigit || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self | 0x20) || self == UInt8(ascii: "_")
  }

  fileprivate var isHexDigit: Bool {
    isDigit || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self | 0x20)
  }
}
