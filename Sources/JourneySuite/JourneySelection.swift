import JourneyModel

/// Which of the loaded journeys a run takes: those matching any `--filter`, the `--tag`
/// expression, the journeys named (`--last-failed`), and the `--shard`. A selection with none of
/// them takes every journey: a full run.
public struct JourneySelection: Sendable {
  /// The filters; a journey matching any of them is selected. Empty selects all.
  public var filters: [JourneyFilter]
  /// The tag expression, if any.
  public var tags: TagExpression?
  /// Only the journeys with these identifiers (`file › name`), such as those that failed in the
  /// previous run; `nil` for no such restriction.
  public var identifiers: Set<String>?
  /// The shard, if any.
  public var shard: Shard?

  /// Makes a selection.
  public init(
    filters: [JourneyFilter] = [], tags: TagExpression? = nil, identifiers: Set<String>? = nil,
    shard: Shard? = nil
  ) {
    self.filters = filters
    self.tags = tags
    self.identifiers = identifiers
    self.shard = shard
  }

  /// Whether every journey is selected, so that golden files no journey uses can be told apart.
  public var isFullRun: Bool {
    filters.isEmpty && tags == nil && identifiers == nil && shard == nil
  }

  /// Whether the journey matches the filters, the tag expression and the identifiers, whatever
  /// the shard.
  public func matchesFilters(_ journey: Journey) -> Bool {
    (filters.isEmpty || filters.contains { $0.matches(journey) })
      && (tags?.matches(journey.tags) ?? true)
      && (identifiers?.contains(journey.identifier) ?? true)
  }

  /// The selected journeys of `journeys`, in their order: those matching the filters, then those
  /// of the shard among them.
  public func select(_ journeys: [Journey]) -> [Journey] {
    let matching = journeys.filter(matchesFilters)
    guard let shard else { return matching }
    let taken = shard.select(matching.map(\.identifier))
    return matching.filter { taken.contains($0.identifier) }
  }
}
