import ConcurrencyExtras

/// An identifier effects can be cancelled by, as the runtime's registry of cancellable work keys
/// it.
///
/// It hashes exactly as the identifier does, so the registry holds its keys in the same order,
/// but it keeps the identifier's hash and compares that first: a dictionary compares the key it
/// looks up with every key on its probe. Identifiers with the same hash are then compared as
/// their type, not through `AnyHashable`, which boxes both and is the costly part of a look-up;
/// identifiers of different types, such as the first cases of two enumerations, which hash
/// alike, are different.
struct CancellationKey: Hashable {
  let id: AnyHashableSendable
  private let hash: Int

  init(_ id: AnyHashableSendable) {
    self.id = id
    self.hash = id.hashValue
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.hash == rhs.hash else { return false }
    func equals<Base: Hashable>(_ base: Base) -> Bool {
      guard let other = rhs.id.base as? Base else { return false }
      return base == other
    }
    return equals(lhs.id.base)
  }

  func hash(into hasher: inout Hasher) {
    id.hash(into: &hasher)
  }
}
