import JourneyModel

/// Which of the loaded journeys a run takes: those matching any `--filter`, the `--tag`
/// expression, and the `--shard`. A selection with none of them takes every journey: a full run.
public struct JourneySelection: Sendable {
  /// The filters; a journey matching any of them is selected. Empty selects all.
  public var filters: [JourneyFilter]
  /// The tag expression, if any.
  public var tags: TagExpression?
  /// The shard, if any.
  public var shard: Shard?

  /// Makes a selection.
  public init(filters: [JourneyFilter] = [], tags: TagExpression? = nil, shard: Shard? = nil) {
    self.filters = filters
    self.tags = tags
    self.shard = shard
  }

  /// Whether every journey is selected, so that golden files no journey uses can be told apart.
  public var isFullRun: Bool {
    filters.isEmpty && tags == nil && shard == nil
  }

  /// Whether the journey matches the filters and the tag expression, whatever the shard.
  public func matchesFilters(_ journey: Journey) -> Bool {
    (filters.isEmpty || filters.contains { $0.matches(journey) })
      && (tags?.matches(journey.tags) ?? true)
  }

  /// Whether the journey is selected.
  public func contains(_ journey: Journey) -> Bool {
    matchesFilters(journey) && (shard?.contains(journey.identifier) ?? true)
  }
}
