/// Where a guided seed starts (see ``GuidedExploration``): a journey an earlier run took,
/// changed, whose steps it takes again before it explores further, and the uses of elements that
/// earlier runs made, which it leaves for the others while there are some.
public struct Lead: Hashable, Sendable {
  /// The faults the seed runs with and the steps it takes first; `nil` for a seed that starts
  /// from the start, with the faults it draws.
  public var parent: Candidate?
  /// The uses of elements earlier runs made, named as ``Reach`` names them; `nil` when the seed
  /// explores uniformly, as it would alone.
  public var used: Set<String>?

  /// Makes a lead.
  public init(parent: Candidate?, used: Set<String>?) {
    self.parent = parent
    self.used = used
  }

  /// The lead of a seed that explores as it would alone: ``Explorer/explore(seed:lead:willRun:)``
  /// takes the same journey as ``Explorer/explore(seed:coverage:willRun:)``.
  public static let uniform = Lead(parent: nil, used: nil)
}
