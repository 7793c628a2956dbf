import Synchronization
import ValueCoding

/// Values decoded once per process by one decoder, for each type and value: decoding is a
/// function of the value, the type and the decoder alone, and the same values come to be decoded
/// again and again, journey after journey: a mock endpoint answers the same value on every call,
/// and a launch of the app reads back what the launch before it stored.
public final class DecodedValues: Sendable {
  /// Mock answers, decoded as ``MockEndpointDescriptor``'s decoder of answers decodes them.
  static let mockAnswers = DecodedValues(.mockAnswers)

  /// What a decoded value is a function of, besides the decoder: the type decoded and the value.
  private struct Key: Hashable {
    let type: ObjectIdentifier
    let value: Value
  }

  private let decoder: ValueDecoder

  /// The values decoded so far, by type and value. Decoding reads nothing but the value and the
  /// type's code, which does not change while the process runs, and a type's identifier is
  /// unique for the process's lifetime. The values are `Sendable`, so calls on any thread may
  /// share them; a value decoded as a class is decoded anew for each call all the same, so that
  /// no two calls get the same instance. The cache grows with the distinct values decoded.
  private let decoded = Mutex<[Key: any Sendable]>([:])

  /// The value last decoded as each type, by the type's identifier, with what it decoded to.
  /// Values decoded again are mostly the very same value, made once and kept (an endpoint's
  /// answer, what a store holds), whose bytes point to the same storage: such a value is found
  /// here by its bytes, without hashing all of it as `decoded` must. The value kept keeps its
  /// storage alive, so a value with the same bytes is the same value.
  private let recent = Mutex<[ObjectIdentifier: Decoded]>([:])

  /// A value and what it decoded to.
  private final class Decoded: Sendable {
    let value: Value
    let output: any Sendable

    init(_ value: Value, _ output: any Sendable) {
      self.value = value
      self.output = output
    }
  }

  /// Values decoded by `decoder`.
  public init(_ decoder: ValueDecoder) {
    self.decoder = decoder
  }

  /// `value` decoded as `type`; a value that does not decode is decoded again on every call, to
  /// throw its error.
  public func decode<Output: Decodable & Sendable>(
    _ type: Output.Type, from value: Value
  ) throws(ValueDecodingError) -> Output {
    guard !(type is AnyObject.Type) else { return try decoder.decode(type, from: value) }
    let typeID = ObjectIdentifier(type)
    if let last = recent.withLock({ $0[typeID] }), Self.isSame(last.value, value),
      let output = last.output as? Output
    {
      return output
    }
    let key = Key(type: typeID, value: value)
    let output: Output
    if let known = decoded.withLock({ $0[key] }) as? Output {
      output = known
    } else {
      output = try decoder.decode(type, from: value)
      decoded.withLock { $0[key] = output }
    }
    let last = Decoded(value, output)
    recent.withLock { $0[typeID] = last }
    return output
  }

  /// Whether `first` and `second` have the same bytes, and so are the same value: the same
  /// scalar, or the same storage.
  private static func isSame(_ first: Value, _ second: Value) -> Bool {
    withUnsafeBytes(of: first) { first in
      withUnsafeBytes(of: second) { second in first.elementsEqual(second) }
    }
  }

  /// Every way `value` does not decode as `type`. A value that decodes has none and is decoded
  /// as ``decode(_:from:)`` decodes it, so that what checking a value decoded it to is there for
  /// the calls that decode it next: every journey states the answers of its mocks and its
  /// `given` again, and running a journey decodes what checking it did. The problems of one that
  /// does not are found afresh, since equal values may list their keys, and so their problems,
  /// in another order.
  public func problems<Output: Decodable & Sendable>(
    decoding type: Output.Type, from value: Value
  ) -> [ValueDecodingError] {
    if (try? decode(type, from: value)) != nil { return [] }
    return decoder.problems(decoding: type, from: value)
  }
}
