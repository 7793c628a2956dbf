extension Effect {
  /// Runs several effects at the same time.
  @inlinable
  public static func merge(_ effects: Self...) -> Self {
    merge(effects)
  }

  /// Runs several effects at the same time. Effects that do nothing are left out, and one
  /// effect left is returned as it is: most actions of a composed reducer merge nothing but
  /// `.none`, which then costs no allocation.
  @inlinable
  public static func merge(_ effects: some Sequence<Self>) -> Self {
    var only: Self?
    var kept: [Self] = []
    for effect in effects where !effect.isNone {
      guard let first = only else {
        only = effect
        continue
      }
      if kept.isEmpty { kept.append(first) }
      kept.append(effect)
    }
    return kept.isEmpty ? only ?? .none : Self(operation: .merge(kept))
  }

  /// Runs this effect and another at the same time.
  @inlinable
  public func merge(with other: Self) -> Self {
    .merge(self, other)
  }

  /// Whether this effect does nothing.
  @inlinable
  public var isNone: Bool {
    if case .none = operation { return true }
    return false
  }
}
