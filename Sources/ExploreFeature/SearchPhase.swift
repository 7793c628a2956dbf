import SharedModels

/// Where the explore screen's search stands.
public enum SearchPhase: Equatable, Sendable, Codable {
  /// No query: the browse view (popular searches, categories, trending) shows.
  case browsing
  /// A query waits out the debounce or the search client's answer.
  case searching
  /// The search client's answer to the current query.
  case results([SearchResult])
  /// The search for the current query failed.
  case failed(SearchFailure)
}
