import Prelude

/// A location inside a ``Value``: a sequence of mapping keys and list indices.
///
/// The text form joins keys with dots and writes indices in brackets: `user.profile.email`,
/// `items[0].title`. A key that is empty or holds `.`, `[`, `]`, `"`, `\` or whitespace is written
/// quoted in brackets: `headers["Content-Type"]` needs no quotes, `routes["/a.b"]` does. The empty
/// path is the whole value, written as empty text.
public struct ValuePath: Hashable, Sendable {
  /// One step of a path.
  public enum Component: Hashable, Sendable {
    /// The value under a key of a mapping.
    case key(String)
    /// The element at an index of a list, counting from zero.
    case index(Int)
  }

  /// The steps, from the outermost value inward.
  public var components: [Component]

  /// Creates a path from its steps.
  public init(_ components: [Component] = []) {
    self.components = components
  }

  /// The empty path, locating the whole value.
  public static let root = ValuePath()

  /// Whether the path is empty.
  public var isEmpty: Bool { components.isEmpty }

  /// This path followed by `component`.
  public func appending(_ component: Component) -> ValuePath {
    // Into one buffer of the exact size, allocated once.
    var appended: [Component] = []
    appended.reserveCapacity(components.count + 1)
    appended.append(contentsOf: components)
    appended.append(component)
    return ValuePath(appended)
  }

  /// This path followed by the key `key`.
  public func appending(key: String) -> ValuePath {
    appending(.key(key))
  }

  /// This path followed by the index `index`.
  public func appending(index: Int) -> ValuePath {
    appending(.index(index))
  }

  /// The path of the first `count` steps.
  public func prefix(_ count: Int) -> ValuePath {
    ValuePath(Array(components.prefix(count)))
  }

  /// Where this path points, for messages: the text form, or "the top level" for the empty path.
  public var location: String {
    isEmpty ? "the top level" : description
  }

  /// Where this path points inside the value named `root`, for messages: `given.user.name`,
  /// `given[0]`, or `given` itself for the empty path.
  public func location(under root: String) -> String {
    guard !isEmpty else { return root }
    let path = description
    return path.hasPrefix("[") ? root + path : root + "." + path
  }
}

extension ValuePath: CustomStringConvertible {
  public var description: String {
    var text = ""
    for component in components {
      switch component {
      case .key(let key) where Self.isPlainKey(key):
        text += text.isEmpty ? key : "." + key
      case .key(let key):
        text += "[" + Self.quoted(key) + "]"
      case .index(let index):
        text += "[\(index)]"
      }
    }
    return text
  }

  /// Whether `character` may appear in a key written without quotes.
  static func isPlainKeyCharacter(_ character: Character) -> Bool {
    !character.isWhitespace && !".[]\"\\".contains(character)
  }

  private static func isPlainKey(_ key: String) -> Bool {
    guard key.utf8.allSatisfy({ $0 < 0x80 }) else {
      return !key.isEmpty && key.allSatisfy(isPlainKeyCharacter)
    }
    // The same test on ASCII, byte by byte: its whitespace is the space and tab to carriage return.
    return !key.isEmpty
      && key.utf8.allSatisfy { byte in
        byte != UInt8(ascii: " ") && !(0x09...0x0D).contains(byte) && !Self.quotedASCII.contains(byte)
      }
  }

  /// The ASCII characters other than whitespace that a key written without quotes leaves out.
  private static let quotedASCII = Array(".[]\"\\".utf8)

  private static func quoted(_ key: String) -> String {
    var text = "\""
    for character in key {
      if character == "\"" || character == "\\" { text.append("\\") }
      text.append(character)
    }
    return text + "\""
  }
}

extension ValuePath: ExpressibleByArrayLiteral {
  /// Creates a path from literal steps: `["items", 0, "title"]`.
  public init(arrayLiteral elements: Component...) {
    self.init(elements)
  }
}

extension ValuePath.Component: ExpressibleByStringLiteral {
  public init(stringLiteral value: String) {
    self = .key(value)
  }
}

extension ValuePath.Component: ExpressibleByIntegerLiteral {
  public init(integerLiteral value: Int) {
    self = .index(value)
  }
}

extension ValuePath.Component: CustomStringConvertible {
  /// The step alone in the text form of a path: `title`, `[0]`.
  public var description: String {
    ValuePath([self]).description
  }
}
