import ConcurrencyExtras

/// An identifier effects can be cancelled by, as the runtime's registry of cancellable work keys
/// it; made once for each cancellable effect, which registers, cancels and unregisters with it.
///
/// It keeps the identifier's hash, found once as the key is made, and is hashed by that alone,
/// rather than by the identifier again: a dictionary hashes the key it looks up, then compares
/// it with every key on its probe, the kept hashes first. Identifiers with the same hash are
/// then compared as their type, not through `AnyHashable`, which boxes both and is the costly
/// part of a look-up; identifiers of different types, such as the first cases of two
/// enumerations, which hash alike, are different.
struct CancellationKey: Hashable, Sendable {
  let id: AnyHashableSendable
  private let hash: Int

  init(_ id: AnyHashableSendable) {
    self.id = id
    self.hash = id.hashValue
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.hash == rhs.hash else { return false }
    func equals<Base: Hashable>(_ base: Base) -> Bool {
      // Identifiers of the same type, as a cancellation's and its registration's are, are
      // compared as that type without a cast, which would look up the type of an optional of it
      // on every comparison; a cast decides for identifiers of different types.
      func equals<Other: Hashable>(_ other: Other) -> Bool {
        guard Other.self == Base.self else { return Self.equals(base, cast: other) }
        return base == unsafeBitCast(other, to: Base.self)
      }
      return equals(rhs.id.base)
    }
    return equals(lhs.id.base)
  }

  /// Whether `other`, of another type than `base`, cast to `base`'s type, equals it. Kept apart
  /// from `==`, so that comparing identifiers of the same type looks up no optional's type, and
  /// so is the cast itself, for identifiers, as of two enumerations, that are no cast of one
  /// another.
  @inline(never)
  private static func equals<Base: Hashable>(_ base: Base, cast other: some Hashable) -> Bool {
    other is Base && equals(base, castFrom: other)
  }

  /// Whether `other`, which is a `Base`, cast to it, equals `base`.
  @inline(never)
  private static func equals<Base: Hashable>(_ base: Base, castFrom other: some Hashable) -> Bool {
    guard let other = other as? Base else { return false }
    return base == other
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(hash)
  }
}
