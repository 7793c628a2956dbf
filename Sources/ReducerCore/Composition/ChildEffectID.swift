import ConcurrencyExtras

/// Identifies the effects of a child feature at a key path (and, in a collection, of one
/// element), so they can be cancelled when the child goes away.
struct ChildEffectID: Hashable, @unchecked Sendable {
  // Key paths are immutable values; here they are only compared and hashed.
  let keyPath: AnyKeyPath
  let element: AnyHashableSendable?

  init(_ keyPath: AnyKeyPath, element: AnyHashableSendable? = nil) {
    self.keyPath = keyPath
    self.element = element
  }
}
