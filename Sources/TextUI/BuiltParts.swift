/// What a statement or a block of ``ElementBuilder`` or ``ItemBuilder`` builds: one part, or
/// several in order. A statement that is one part stays one part until the block around it
/// joins its statements into one array of the size they need (``joining(_:)``): a block of
/// single parts makes that one array, not one per part, and no array grows or is copied while
/// it is joined.
public enum BuiltParts<Part> {
  /// One part.
  case one(Part)
  /// Several parts, in order.
  case several([Part])

  /// The parts, in order.
  @inlinable public var parts: [Part] {
    switch self {
    case .one(let part): [part]
    case .several(let parts): parts
    }
  }

  /// The parts of `components`, in order: the one component itself, or their parts joined.
  @inlinable public static func joining(_ components: [Self]) -> Self {
    components.count == 1 ? components[0] : .several(joined(components))
  }

  /// The parts of `components`, in order, in an array made at its final size.
  @inlinable public static func joined(_ components: [Self]) -> [Part] {
    var count = 0
    for component in components {
      switch component {
      case .one: count += 1
      case .several(let parts): count += parts.count
      }
    }
    var joined: [Part] = []
    joined.reserveCapacity(count)
    for component in components {
      switch component {
      case .one(let part): joined.append(part)
      case .several(let parts): joined.append(contentsOf: parts)
      }
    }
    return joined
  }
}
