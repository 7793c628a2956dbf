import Synchronization
import ValueCoding

/// A named key-value container that outlives the app's memory, such as the keychain or the
/// app's storage: what a mock keeps here is still there after the app relaunches.
///
/// Keys keep the order in which they were first written.
public final class PersistentStore: Sendable {
  /// What the store is and what it holds.
  public let descriptor: MockStoreDescriptor
  private let entries = Mutex(ValueObject())

  init(_ descriptor: MockStoreDescriptor) {
    self.descriptor = descriptor
  }

  /// The store's name: `keychain`.
  public var name: String {
    descriptor.name
  }

  /// Everything in the store, in the order the keys were first written.
  public var contents: ValueObject {
    entries.withLock { $0 }
  }

  /// The value stored under `key`, or `nil`.
  public subscript(key: String) -> Value? {
    entries.withLock { $0[key] }
  }

  /// Stores `value` under `key`, replacing what was there.
  ///
  /// - Throws: ``MockError/invalidStoreValue(store:key:_:)`` when the store does not hold such
  ///   values; the store is then unchanged.
  public func setValue(_ value: Value, forKey key: String) throws(MockError) {
    do {
      try descriptor.validate(value)
    } catch {
      throw .invalidStoreValue(store: name, key: key, error)
    }
    entries.withLock { $0[key] = value }
  }

  /// Removes the value under `key`, if any.
  public func removeValue(forKey key: String) {
    entries.withLock { $0[key] = nil }
  }
}
