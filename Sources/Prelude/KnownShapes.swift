import Synchronization

/// What reflection told once about a type or one of its enumeration cases, by key, for any
/// thread: a mirror is asked about the first value of each, and every later value is read by the
/// shape kept.
public final class KnownShapes<Key: Hashable & Sendable, Shape: Sendable>: Sendable {
  private let shapes = Mutex<[Key: Shape]>([:])

  public init() {}

  /// The shape of `key`, made with `make` and kept the first time. It is made outside the lock:
  /// making it may run a type's own mirror or description, which may ask for other shapes.
  public func shape(for key: Key, orMake make: () -> Shape) -> Shape {
    if let known = shapes.withLock({ $0[key] }) { return known }
    let shape = make()
    shapes.withLock { $0[key] = shape }
    return shape
  }
}

/// A case of an enumeration type: the type, and the tag its metadata gives the case.
public struct EnumCaseKey: Hashable, Sendable {
  public let type: ObjectIdentifier
  public let tag: UInt32

  public init(type: ObjectIdentifier, tag: UInt32) {
    self.type = type
    self.tag = tag
  }
}
