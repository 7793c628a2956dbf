/// A point in virtual time: how long after the runtime started.
public struct VirtualInstant: InstantProtocol, Hashable, Sendable, CustomStringConvertible {
  /// The virtual time elapsed since the runtime started.
  public var offset: Duration

  /// Makes the instant `offset` after the start.
  public init(offset: Duration) {
    self.offset = offset
  }

  public func advanced(by duration: Duration) -> Self {
    Self(offset: offset + duration)
  }

  public func duration(to other: Self) -> Duration {
    other.offset - offset
  }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.offset < rhs.offset
  }

  public var description: String {
    "t+\(offset)"
  }
}
