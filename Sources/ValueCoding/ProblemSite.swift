/// Where a problem is written inside a value: at a value, or at the key of a mapping's entry, as
/// for a key the reader does not know. An editor points at the value `maybe` of `signedIn: maybe`
/// when it is not a boolean, and at `signedIn` when that key is unknown.
public enum ProblemSite: Hashable, Sendable {
  /// The value at the path.
  case value(ValuePath)
  /// The key of the mapping entry at the path.
  case key(ValuePath)

  /// The path of the value, or of the entry whose key it is.
  public var path: ValuePath {
    switch self {
    case .value(let path), .key(let path): path
    }
  }

  /// The same site seen from a larger value, in which the value this site is in is at `prefix`.
  public func rebased(under prefix: ValuePath) -> ProblemSite {
    let path = ValuePath(prefix.components + path.components)
    return switch self {
    case .value: .value(path)
    case .key: .key(path)
    }
  }
}
