import DependenciesMacros
import MockKit
import ValueCoding

/// The app's key-value storage for settings and cached data, kept across launches. Values are
/// stored as ``ValueCoding/Value``s; ``load(_:as:)`` and ``save(_:forKey:)`` convert them from and to
/// `Codable` types.
@DependencyClient
public struct StorageClient: Sendable {
  /// The value stored under the key, or `nil`.
  public var load: @Sendable (_ key: String) async throws -> ValueCoding.Value?
  /// Stores the value under the key, replacing what was there.
  public var save: @Sendable (_ key: String, _ value: ValueCoding.Value) async throws -> Void
  /// Removes what is stored under the key, if anything.
  public var remove: @Sendable (_ key: String) async throws -> Void
}

extension StorageClient {
  /// The value stored under `key` decoded as `type`, or `nil` when nothing is stored there.
  ///
  /// - Throws: ``ValueDecodingError`` when the stored value is not a `type`.
  public func load<T: Decodable & Sendable>(_ key: String, as type: T.Type) async throws -> T? {
    guard let value = try await load(key: key) else { return nil }
    return try Self.decodedValues.decode(type, from: value)
  }

  /// What storage holds, decoded once per process for each type and value: every launch of the
  /// app reads back what was stored before it, mostly the same values.
  private static let decodedValues = DecodedValues(ValueDecoder())

  /// Stores `value` under `key`, encoded as a ``ValueCoding/Value``.
  ///
  /// - Throws: ``ValueEncodingError`` when `value` cannot be encoded.
  public func save<T: Encodable>(_ value: T, forKey key: String) async throws {
    try await save(key: key, value: ValueEncoder().encode(value))
  }
}
