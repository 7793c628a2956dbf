import ValueCoding

/// The values a part of the app's state can hold, as far as its type tells: enough to know that
/// an `expect` for another kind of value can never hold.
public indirect enum StateValues: Equatable, Sendable {
  /// Text: a `String`, and a `Date` or a `URL`, which the state holds as text.
  case text
  /// A whole number.
  case integer
  /// Any number.
  case number
  /// `true` or `false`.
  case boolean
  /// One of the raw values of an enumeration, as text.
  case choice([String])
  /// A value of the wrapped kind, or null.
  case optional(StateValues)
  /// A case of an enumeration with values, there while it is the case: a mapping of its values
  /// under these keys (`_0` for the first unlabelled one), or null inside a part that is null.
  case enumerationCase(keys: [String])

  /// What the values of `shape` can be; `nil` for shapes whose values a check does not tell
  /// apart, such as structures, lists and types that decode their own way.
  init?(_ shape: TypeShape) {
    switch shape {
    case .scalar(let name):
      // A type's name, or for a key its type's encoding writes without a property of that
      // name, the kind of value it wrote (see `TypeName.kind(of:)`).
      switch name {
      case "String", "Substring", "Date", "URL", "text": self = .text
      case "Bool", "boolean": self = .boolean
      case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "integer":
        self = .integer
      case "Double", "Float", "number": self = .number
      default: return nil
      }
    case .choice(_, let names):
      self = .choice(names)
    case .optional(let wrapped):
      guard let values = StateValues(wrapped) else { return nil }
      self = .optional(values)
    case .structure, .enumeration, .list, .mapping:
      return nil
    }
  }

  /// Whether a part of the state holding these values can equal `value`, as `expect` compares
  /// them (a whole number equals the same number with a fraction of zero).
  public func admits(_ value: Value) -> Bool {
    switch (self, value) {
    case (.optional, .null): true
    case (.optional(let wrapped), _): wrapped.admits(value)
    case (.text, .string), (.boolean, .bool), (.integer, .int), (.number, .int), (.number, .double): true
    case (.integer, .double(let number)): number == number.rounded(.towardZero)
    case (.choice(let names), .string(let text)): names.contains(text)
    case (.choice(let names), .int(let number)): names.contains(String(number))
    case (.enumerationCase, .object), (.enumerationCase, .null): true
    default: false
    }
  }

  /// The values without null among them.
  public var unwrapped: StateValues {
    if case .optional(let wrapped) = self { return wrapped.unwrapped }
    return self
  }

  /// The raw values of an enumeration, optional or not; empty for other values.
  public var choices: [String] {
    if case .choice(let names) = unwrapped { return names }
    return []
  }
}

extension StateValues: CustomStringConvertible {
  /// The values in a few words: `text`, `an integer or null`, `one of auto, light, dark`,
  /// `its case's values under _0`.
  public var description: String {
    switch self {
    case .text: "text"
    case .integer: "an integer"
    case .number: "a number"
    case .boolean: "true or false"
    case .choice(let names): "one of " + names.joined(separator: ", ")
    case .optional(let wrapped): "\(wrapped) or null"
    case .enumerationCase(let keys): "its case's values under " + keys.joined(separator: ", ")
    }
  }
}
