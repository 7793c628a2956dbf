import ValueCoding

/// A persistent store a mock keeps its contents in, such as a keychain: its name and what its
/// values must look like.
public struct MockStoreDescriptor: Sendable {
  /// The store's name, as journeys write it: `keychain`.
  public let name: String
  /// One sentence on what the store holds.
  public let summary: String

  private let valueValidator: @Sendable (Value) throws(ValueDecodingError) -> Void

  /// Describes a store whose values each decode as `Stored` (use `Value.self` for a store that
  /// takes any value).
  public init<Stored: Decodable & Sendable>(_ name: String, holds stored: Stored.Type, summary: String) {
    self.name = name
    self.summary = summary
    self.valueValidator = { value throws(ValueDecodingError) in
      _ = try ValueDecoder.mockAnswers.decode(Stored.self, from: value)
    }
  }

  /// Checks that `value` may be stored.
  ///
  /// - Throws: The decoding error, with its path inside `value`.
  public func validate(_ value: Value) throws(ValueDecodingError) {
    try valueValidator(value)
  }
}
