import Synchronization

/// Values collected from closures that may run concurrently, such as an issue matcher.
final class Collected<Value: Sendable>: Sendable {
  private let storage = Mutex<[Value]>([])

  /// Adds `value` after those collected before.
  func append(_ value: Value) {
    storage.withLock { $0.append(value) }
  }

  /// The values collected, in order.
  var values: [Value] {
    storage.withLock { $0 }
  }
}
