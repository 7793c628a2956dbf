extension Effect {
  /// Runs several effects at the same time.
  public static func merge(_ effects: Self...) -> Self {
    merge(effects)
  }

  /// Runs several effects at the same time.
  public static func merge(_ effects: some Sequence<Self>) -> Self {
    let effects = effects.filter { !$0.isNone }
    switch effects.count {
    case 0: return .none
    case 1: return effects[0]
    default: return Self(operation: .merge(effects))
    }
  }

  /// Runs this effect and another at the same time.
  @inlinable
  public func merge(with other: Self) -> Self {
    .merge(self, other)
  }

  /// Whether this effect does nothing.
  public var isNone: Bool {
    if case .none = operation { return true }
    return false
  }
}
