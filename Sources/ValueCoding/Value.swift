/// A structured value: the common currency between YAML documents, Swift types and state dumps.
///
/// Values are what ``ValueDecoder`` reads, what ``ValueEncoder`` writes, what ``lookup(_:)``
/// navigates and what ``rendered`` prints. Mappings keep the order of their keys (see
/// ``ValueObject``).
///
/// Equality compares numbers by representation: `.int(1)` and `.double(1)` are different values.
public enum Value: Hashable, Sendable {
  /// The absence of a value.
  case null
  /// A boolean.
  case bool(Bool)
  /// A whole number.
  case int(Int)
  /// A floating-point number.
  case double(Double)
  /// Text.
  case string(String)
  /// An ordered list of values.
  case array([Value])
  /// A mapping from keys to values that keeps the order of its keys.
  case object(ValueObject)
}

extension Value {
  /// A short name for the kind of this value, for use in messages: "null", "a boolean",
  /// "a number", "a string", "a list" or "a mapping".
  public var kindName: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .int, .double: "a number"
    case .string: "a string"
    case .array: "a list"
    case .object: "a mapping"
    }
  }

  /// The value stored under `key` when this value is a mapping holding that key, otherwise `nil`.
  public subscript(key: String) -> Value? {
    guard case .object(let object) = self else { return nil }
    return object[key]
  }

  /// The element at `index` when this value is a list long enough, otherwise `nil`.
  public subscript(index: Int) -> Value? {
    guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
    return elements[index]
  }
}
