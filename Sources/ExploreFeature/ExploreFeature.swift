import Dependencies
import Foundation
import ReducerCore
import SearchClient
import SharedModels

/// The explore tab: a search field searching through the search client as the user types, and
/// a browse view of popular searches, categories and trending entries, with the screens they
/// open.
///
/// The parent sets ``State/language`` and sends ``Action/searchDeepLinkOpened(query:)`` for an
/// `/explore?q=TEXT` link.
public struct ExploreFeature: Reducer {
  /// How long a typed query must stand before it is searched: 300 ms on the injected clock.
  public static let debounce: Duration = .milliseconds(300)

  /// The identifiers of the effects a newer request cancels.
  enum CancelID: Hashable, Sendable {
    case search
  }

  /// Every dependency, read once by an action however many of them it needs: each read of a
  /// `@Dependency` merges all the values the store sets into the reducer's own, whichever one
  /// it reads.
  @Dependency(\.self) var dependencies

  /// Makes the reducer.
  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .searchQueryChanged(let query):
      let previous = state.trimmedQuery
      state.query = query
      let trimmed = state.trimmedQuery
      guard !trimmed.isEmpty else { return showBrowsing(&state) }
      guard trimmed != previous else { return .none }
      state.search = .searching
      return search(for: trimmed, after: Self.debounce)

    case .clearButtonTapped:
      state.query = ""
      return showBrowsing(&state)

    case .popularSearchTapped(let query), .categoryTopicTapped(let query):
      state.destination = nil
      return searchNow(for: query, &state)

    case .searchDeepLinkOpened(let query):
      state.destination = nil
      return searchNow(for: query, &state)

    case .categoryTapped(let category):
      state.destination = .category(category)
      return .none

    case .trendingItemTapped(let rank):
      guard let item = ExploreCatalog.trending.first(where: { $0.rank == rank }) else {
        return .none
      }
      state.destination = .trendingItem(item)
      return .none

    case .searchResultTapped(let id):
      guard case .results(let results) = state.search,
        let result = results.first(where: { $0.id == id })
      else { return .none }
      state.destination = .searchResult(result)
      return .none

    case .retryButtonTapped:
      guard case .failed = state.search, !state.trimmedQuery.isEmpty else { return .none }
      state.search = .searching
      return search(for: state.trimmedQuery, after: nil)

    case .backButtonTapped, .deepLinkOpened:
      state.destination = nil
      return .none

    case .searchResultsLoaded(let results):
      state.search = .results(results)
      return .none

    case .searchFailed(let failure):
      state.search = .failed(failure)
      return .none
    }
  }

  /// Fills the field with `query` and searches it without waiting, or empties the field and
  /// shows the browse view when `query` is blank.
  private func searchNow(for query: String, _ state: inout State) -> Effect<Action> {
    state.query = query
    let trimmed = state.trimmedQuery
    guard !trimmed.isEmpty else {
      state.query = ""
      return showBrowsing(&state)
    }
    state.search = .searching
    return search(for: trimmed, after: nil)
  }

  private func showBrowsing(_ state: inout State) -> Effect<Action> {
    state.search = .browsing
    return .cancel(id: CancelID.search)
  }

  /// Searches `query`, after `delay` when given; cancels the search in flight, so only the
  /// newest query's answer ever arrives.
  private func search(for query: String, after delay: Duration?) -> Effect<Action> {
    let dependencies = self.dependencies
    return .run {
      [clock = dependencies.continuousClock, searchClient = dependencies.searchClient] send in
      if let delay {
        try await clock.sleep(for: delay)
      }
      await send(.searchResultsLoaded(try await searchClient.search(query: query)))
    } catch: { error, send in
      await send(.searchFailed(SearchFailure(error)))
    }
    .cancellable(id: CancelID.search, cancelInFlight: true)
  }
}
