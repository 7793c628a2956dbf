import Synchronization
import ValueCoding

/// The shape of a `Decodable` type as a journey writes a value of it, found by ``TypeProbe``.
indirect enum TypeShape: Sendable {
  /// A value written as one scalar or of a shape its type decodes by hand: `String`, `Date`.
  case scalar(String)
  /// One of fixed names, such as an enumeration of raw values.
  case choice(String, [String])
  /// A mapping of known keys.
  case structure(String, [Field])
  /// An enumeration whose cases are written as a mapping of one key (the case's name), or the
  /// bare name for a case without values.
  case enumeration(String, [Case])
  /// A list.
  case list(TypeShape)
  /// A mapping from any text keys.
  case mapping(TypeShape)
  /// A value or `null`.
  case optional(TypeShape)

  /// One key of a mapping, or one value of an enumeration case (`_0` for the first unlabelled
  /// one).
  struct Field: Sendable {
    let key: String
    /// Whether the key may be left out.
    let isOptional: Bool
    private let probed: Deferred<TypeShape>

    /// The shape of the key's value, probed when first asked for.
    var shape: TypeShape { probed.value }

    init(key: String, shape: TypeShape, isOptional: Bool) {
      self.init(key: key, isOptional: isOptional) { shape }
    }

    /// A field whose shape `probe` finds when it is first asked for: a reader that follows one
    /// path into a shape probes the types along it alone.
    init(key: String, isOptional: Bool, probe: @escaping () -> TypeShape) {
      self.key = key
      self.isOptional = isOptional
      probed = Deferred(probe)
    }
  }

  /// One case of an enumeration.
  struct Case: Sendable {
    let name: String
    private let probed: Deferred<[Field]>

    /// The case's values; empty for a case without any. Probed when first asked for.
    var values: [Field] { probed.value }

    /// A case whose values `probe` finds when they are first asked for.
    init(name: String, probe: @escaping () -> [Field]) {
      self.name = name
      probed = Deferred(probe)
    }
  }

  /// The shape without an optional around it.
  var unwrapped: TypeShape {
    if case .optional(let wrapped) = self { return wrapped.unwrapped }
    return self
  }

  /// The shape in a few words, as in `one of light, dark or system`, `[SearchResult]` or
  /// `{ isConnected: boolean, connectionType: one of wifi, cellular, ethernet or none }`; a
  /// structure nested inside another is named by its type.
  var summary: String { summary(expandingStructures: true) }

  /// The shape in a few words; a structure is named by its type unless `expandingStructures`.
  func summary(expandingStructures: Bool) -> String {
    switch self {
    case .scalar(let name): return TypeName.friendly(name)
    case .choice(_, let names): return "one of " + names.joined(separator: " | ")
    case .structure(let name, let fields):
      guard expandingStructures, !fields.isEmpty else { return name }
      let listed = fields.map { field in
        "\(field.key)\(field.isOptional ? "?" : ""): \(field.shape.summary(expandingStructures: false))"
      }
      return "{ " + listed.joined(separator: ", ") + " }"
    case .enumeration(let name, _): return name
    case .list(let element): return "[" + element.summary(expandingStructures: false) + "]"
    case .mapping(let value): return "{ text: " + value.summary(expandingStructures: false) + " }"
    case .optional(let wrapped): return wrapped.summary(expandingStructures: expandingStructures) + " or null"
    }
  }
}

/// A value made the first time it is asked for, and kept.
///
/// It is `Sendable` although what makes it may hold values that are not: those are types, and
/// parts of an app's state that nothing changes once probing reads them; making the value reads
/// them alone, so two threads that make it at once make equal values, and either is kept.
final class Deferred<Value: Sendable>: @unchecked Sendable {
  private let make: () -> Value
  private let made = Mutex<Value?>(nil)

  init(_ make: @escaping () -> Value) {
    self.make = make
  }

  var value: Value {
    if let made = made.withLock({ $0 }) { return made }
    // Made outside the lock: making it may ask other deferred values for theirs.
    let value = make()
    return made.withLock { made in
      let kept = made ?? value
      made = kept
      return kept
    }
  }
}

/// Readable names of Swift types.
enum TypeName {
  /// `UserProfile?` for `Optional<UserProfile>`, `[String: Value]` for
  /// `Dictionary<String, Value>`, `[Item]` for `Array<Item>`.
  ///
  /// Each type's name is made once per process and kept in ``names``.
  static func of(_ type: Any.Type) -> String {
    let key = ObjectIdentifier(type)
    if let known = names.withLock({ $0[key] }) { return known }
    // What `String(reflecting:)` writes for a type, without first asking, at a cost of about
    // 600 K instructions per type, whether the metatype conforms to the printing protocols.
    let name = pretty(_typeName(type, qualified: true)[...])
    names.withLock { $0[key] = name }
    return name
  }

  /// The names made so far in this process, by type: a name is a function of the type's
  /// qualified name alone, and a type's identifier is unique for the process's lifetime.
  private static let names = Mutex<[ObjectIdentifier: String]>([:])

  /// The words journeys use for the scalars of Swift: `String` is `text`.
  static func friendly(_ name: String) -> String {
    switch name {
    case "String", "Substring": "text"
    case "Bool": "boolean"
    case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64": "integer"
    case "Double", "Float", "Decimal": "number"
    case "Date": "date (ISO 8601)"
    case "URL": "URL"
    case "Value": "any value"
    default: name
    }
  }

  /// The kind of a value whose type is not known, in the words of ``friendly(_:)``.
  static func kind(of value: Value) -> String {
    switch value {
    case .null: "null"
    case .bool: "boolean"
    case .int: "integer"
    case .double: "number"
    case .string: "text"
    case .array: "list"
    case .object: "mapping"
    }
  }

  /// `name` made readable, read byte by byte: the brackets, commas and dots it is cut at are
  /// ASCII, and the names of types hold no marks that would join them to what follows.
  private static func pretty(_ name: Substring) -> String {
    let utf8 = name.utf8
    guard let open = utf8.firstIndex(of: UInt8(ascii: "<")), utf8.last == UInt8(ascii: ">") else {
      return withoutModule(name)
    }
    let base = withoutModule(name[..<open])
    let arguments = splitArguments(name[utf8.index(after: open)..<utf8.index(before: utf8.endIndex)]).map(pretty)
    switch (base, arguments.count) {
    case ("Optional", 1): return arguments[0] + "?"
    case ("Array", 1): return "[" + arguments[0] + "]"
    case ("Dictionary", 2): return "[" + arguments[0] + ": " + arguments[1] + "]"
    default: return base + "<" + arguments.joined(separator: ", ") + ">"
    }
  }

  /// `LoginFeature.State` for `AuthFeature.LoginFeature.State`: a type's name without its module.
  private static func withoutModule(_ name: Substring) -> String {
    guard let dot = name.utf8.firstIndex(of: UInt8(ascii: ".")) else { return String(name) }
    return String(name[name.utf8.index(after: dot)...])
  }

  /// The generic arguments of a type's name, split at the commas of the outer level.
  private static func splitArguments(_ text: Substring) -> [Substring] {
    var arguments: [Substring] = []
    var depth = 0
    var start = text.startIndex
    for index in text.utf8.indices {
      switch text.utf8[index] {
      case UInt8(ascii: "<"): depth += 1
      case UInt8(ascii: ">"): depth -= 1
      case UInt8(ascii: ",") where depth == 0:
        arguments.append(trimmed(text[start..<index]))
        start = text.utf8.index(after: index)
      default: break
      }
    }
    arguments.append(trimmed(text[start...]))
    return arguments
  }

  /// `text` without the spaces and tabs at its ends: the white space that is not a line break,
  /// as `CharacterSet.whitespaces` has it, trimmed without bridging to Foundation's strings.
  private static func trimmed(_ text: Substring) -> Substring {
    let isSpace = { (character: Character) in character.isWhitespace && !character.isNewline }
    guard let first = text.firstIndex(where: { !isSpace($0) }), let last = text.lastIndex(where: { !isSpace($0) })
    else { return "" }
    return text[first...last]
  }
}
