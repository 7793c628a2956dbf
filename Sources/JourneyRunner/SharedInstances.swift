import Synchronization

/// Instances kept by key for any thread, the first made for a key being the one every later
/// asker gets: for what those asking must share, such as a tree they all add to.
final class SharedInstances<Key: Hashable & Sendable>: Sendable {
  private let instances = Mutex<[Key: any Sendable]>([:])

  /// The instance kept for `key`, made with `make` and kept when there is none yet. `make` runs
  /// under the lock, so it must not ask this registry again.
  func instance<Instance: Sendable>(for key: Key, orMake make: () -> Instance) -> Instance {
    instances.withLock { instances in
      if let kept = instances[key] { return kept as! Instance }
      let made = make()
      instances[key] = made
      return made
    }
  }
}
