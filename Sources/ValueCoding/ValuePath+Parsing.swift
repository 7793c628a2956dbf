extension ValuePath {
  /// Parses the text form of a path, such as `user.profile.email`, `items[0].title` or
  /// `routes["/a.b"].hits`; empty text is the empty path.
  public init(parsing text: String) throws(ValuePathSyntaxError) {
    if let keys = Self.dottedPlainKeys(text) {
      self.init(keys.map(Component.key))
      return
    }
    var parser = ValuePathParser(text: text)
    self = try parser.parse()
  }

  /// The keys of a path written as ASCII plain keys joined by dots, such as
  /// `user.profile.email`, by far the most common form, read byte by byte without the parser;
  /// nil for any other text, which the parser reads.
  private static func dottedPlainKeys(_ text: String) -> [String]? {
    var keys: [String] = []
    var keyStart = text.utf8.startIndex
    for index in text.utf8.indices {
      let byte = text.utf8[index]
      if byte == UInt8(ascii: ".") {
        guard index > keyStart else { return nil }
        keys.append(String(text[keyStart..<index]))
        keyStart = text.utf8.index(after: index)
      } else if byte >= 0x80 || !plainKeyASCII[Int(byte)] {
        return nil
      }
    }
    guard keyStart < text.utf8.endIndex else { return nil }
    keys.append(String(text[keyStart...]))
    return keys
  }

  /// For each ASCII byte, whether it is a character of plain keys.
  private static let plainKeyASCII = (0..<128).map { byte in
    isPlainKeyCharacter(Character(Unicode.Scalar(UInt8(byte))))
  }
}

/// Reads the text form of a ``ValuePath`` one character at a time.
private struct ValuePathParser {
  let text: String
  let characters: [Character]
  var position = 0

  init(text: String) {
    self.text = text
    characters = Array(text)
  }

  private var current: Character? {
    position < characters.count ? characters[position] : nil
  }

  mutating func parse() throws(ValuePathSyntaxError) -> ValuePath {
    guard current != nil else { return .root }
    var components = [current == "[" ? try bracketedComponent() : .key(try plainKey())]
    while let character = current {
      switch character {
      case ".":
        position += 1
        components.append(.key(try plainKey()))
      case "[":
        components.append(try bracketedComponent())
      default:
        throw failure(expected: "'.' or '['")
      }
    }
    return ValuePath(components)
  }

  private mutating func plainKey() throws(ValuePathSyntaxError) -> String {
    let start = position
    while let character = current, ValuePath.isPlainKeyCharacter(character) {
      position += 1
    }
    guard position > start else { throw failure(expected: "a key") }
    return String(characters[start..<position])
  }

  private mutating func bracketedComponent() throws(ValuePathSyntaxError) -> ValuePath.Component {
    position += 1
    let component: ValuePath.Component
    switch current {
    case "\"":
      component = .key(try quotedKey())
    case let character? where character.isASCII && character.isNumber:
      component = .index(try index())
    default:
      throw failure(expected: "an index or a quoted key")
    }
    guard current == "]" else { throw failure(expected: "']'") }
    position += 1
    return component
  }

  private mutating func index() throws(ValuePathSyntaxError) -> Int {
    let start = position
    while let character = current, character.isASCII, character.isNumber {
      position += 1
    }
    let digits = String(characters[start..<position])
    guard let index = Int(digits) else {
      throw ValuePathSyntaxError(
        text: text,
        column: start + 1,
        expected: "an index no larger than \(Int.max)",
        found: "'\(digits)'"
      )
    }
    return index
  }

  private mutating func quotedKey() throws(ValuePathSyntaxError) -> String {
    position += 1
    var key = ""
    while let character = current {
      position += 1
      switch character {
      case "\"":
        return key
      case "\\":
        guard let escaped = current, escaped == "\"" || escaped == "\\" else {
          throw failure(expected: "'\"' or '\\' after '\\'")
        }
        key.append(escaped)
        position += 1
      default:
        key.append(character)
      }
    }
    throw failure(expected: "'\"'")
  }

  private func failure(expected: String) -> ValuePathSyntaxError {
    ValuePathSyntaxError(
      text: text,
      column: position + 1,
      expected: expected,
      found: current.map { "'\($0)'" } ?? "the end of the path"
    )
  }
}
