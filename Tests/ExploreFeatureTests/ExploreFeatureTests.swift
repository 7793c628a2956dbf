import ConcurrencyExtras
import Dependencies
import ExploreFeature
import ReducerTesting
import SearchClient
import SharedModels
import Testing

@Suite struct ExploreFeatureTests {
  /// A search client that records every query and answers from `answers` after `latency` on
  /// the injected clock.
  private static func searchClient(
    recording queries: LockIsolated<[String]>,
    latency: Duration = .zero,
    answers: [String: [SearchResult]] = [:]
  ) -> SearchClient {
    SearchClient(search: { query in
      queries.withValue { $0.append(query) }
      @Dependency(\.continuousClock) var clock
      try await clock.sleep(for: latency)
      return answers[query] ?? []
    })
  }

  private static let swiftAnswers: [String: [SearchResult]] = [
    "sw": [.swiftUI, .concurrency],
    "swift": [.swiftUI, .concurrency],
    "SwiftUI": [.swiftUI],
    "design": [.designSystems],
  ]

  private static func makeStore(
    _ state: ExploreFeature.State = ExploreFeature.State(),
    queries: LockIsolated<[String]>,
    latency: Duration = .zero
  ) -> TestStore<ExploreFeature> {
    TestStore(initialState: state) {
      ExploreFeature()
    } withDependencies: {
      $0.searchClient = searchClient(recording: queries, latency: latency, answers: swiftAnswers)
    }
  }

  // MARK: Debounce and cancellation

  @Test func typingSearchesOnceTheQueryHasStoodFor300ms() {
    let queries = LockIsolated<[String]>([])
    let store = Self.makeStore(queries: queries)
    store.send(.searchQueryChanged("swift")) {
      $0.query = "swift"
      $0.search = .searching
    }
    store.advance(by: .milliseconds(299))
    #expect(queries.value == [])
    store.advance(by: .milliseconds(1))
    #expect(queries.value == ["swift"])
    store.receive(.searchResultsLoaded([.swiftUI, .concurrency])) {
      $0.search = .results([.swiftUI, .concurrency])
    }
    store.finish()
  }

  @Test func everyKeystrokeRestartsTheDebounce() {
    let queries = LockIsolated<[String]>([])
    let store = Self.makeStore(queries: queries)
    store.send(.searchQueryChanged("s")) {
      $0.query = "s"
      $0.search = .searching
    }
    store.advance(by: .milliseconds(200))
    store.send(.searchQueryChanged("sw")) {
      $0.query = "sw"
    }
    store.advance(by: .milliseconds(299))
    #expect(queries.value == [])
    store.advance(by: .milliseconds(1))
    #expect(queries.value == ["sw"])
    store.receive(.searchResultsLoaded([.swiftUI, .concurrency])) {
      $0.search = .results([.swiftUI, .concurrency])
    }
    store.finish()
  }

  @Test func aNewerQueryCancelsTheSearchInFlightWhoseAnswerNeverLands() {
    let queries = LockIsolated<[String]>([])
    let store = Self.makeStore(queries: queries, latency: .milliseconds(500))
    store.send(.searchQueryChanged("sw")) {
      $0.query = "sw"
      $0.search = .searching
    }
    store.advance(by: .milliseconds(300))
    #expect(queries.value == ["sw"])
    store.advance(by: .milliseconds(100))
    store.send(.searchQueryChanged("swift")) {
      $0.query = "swift"
    }
    // The search for "sw" would have answered at 800 ms; the one for "swift" starts at 700 ms
    // and answers at 1,200 ms.
    store.advance(by: .milliseconds(799))
    #expect(queries.value == ["sw", "swift"])
    store.advance(by: .milliseconds(1))
    store.receive(.searchResultsLoaded([.swiftUI, .concurrency])) {
      $0.search = .results([.swiftUI, .concurrency])
    }
    store.finish()
  }

  @Test func clearingTheFieldRestoresBrowsingAndCancelsTheSearch() {
    let queries = LockIsolated<[String]>([])
    let store = Self.makeStore(queries: queries, latency: .milliseconds(500))
    store.send(.searchQueryChanged("swift")) {
      $0.query = "swift"
      $0.search = .searching
    }
    store.advance(by: .milliseconds(400))
    store.send(.searchQueryChanged("")) {
      $0.query = ""
      $0.search = .browsing
    }
    store.advance(by: .seconds(5))
    #expect(queries.value == ["swift"])
    store.finish()
  }

  @Test func clearWhileWaitingOutTheDebounceSearchesNothing() {
    let queries = LockIsolated<[String]>([])
    let store = Self.makeStore(queries: queries)
    store.send(.searchQueryChanged("swift")) {
      $0.query = "swift"
      $0.search = .searching
    }
    store.advance(by: .milliseconds(299))
    store.send(.clearButtonTapped) {
      $0.query = ""
      $0.search = .browsing
    }
    store.advance(by: .seconds(5))
    #expect(queries.value == [])
    store.finish()
  }

  @Test func clearRestoresTheBrowseViewAfterResults() {
    let store = Self.makeStore(
      ExploreFeature.State(query: "swift", search: .results([.swiftUI])), queries: LockIsolated([]))
    store.send(.clearButtonTapped) {
      $0.query = ""
      $0.search = .browsing
    }
    store.finish()
  }

  @Test func aBlankQueryIsNotSearched() {
    let queries = LockIsolated<[String]>([])
    let store = Self.makeStore(queries: queries)
    store.send(.searchQueryChanged("   ")) {
      $0.query = "   "
    }
    store.advance(by: .seconds(1))
    #expect(queries.value == [])
    store.finish()
  }

  @Test func spaceAroundTheSameQueryDoesNotSearchAgain() {
    let queries = LockIsolated<[String]>([])
    let store = Self.makeStore(
      ExploreFeature.State(query: "swift", search: .results([.swiftUI])), queries: queries)
    store.send(.searchQueryChanged("swift ")) {
      $0.query = "swift "
    }
    store.advance(by: .seconds(1))
    #expect(queries.value == [])
    store.finish()
  }

  @Test func theQueryIsSearchedWithoutTheSpaceAroundIt() {
    let queries = LockIsolated<[String]>([])
    let store = Self.makeStore(queries: queries)
    store.send(.searchQueryChanged(" design ")) {
      $0.query = " design "
      $0.search = .searching
    }
    store.advance(by: .milliseconds(300))
    store.receive(.searchResultsLoaded([.designSystems])) {
      $0.search = .results([.designSystems])
    }
    #expect(queries.value == ["design"])
    store.finish()
  }

  // MARK: Answers

  @Test func noMatchesAreShownAsEmptyResults() {
    let store = Self.makeStore(queries: LockIsolated([]))
    store.send(.searchQueryChanged("zzz")) {
      $0.query = "zzz"
      $0.search = .searching
    }
    store.advance(by: .milliseconds(300))
    store.receive(.searchResultsLoaded([])) {
      $0.search = .results([])
    }
    store.finish()
  }

  @Test func aFailedSearchIsShownAndRetrySearchesAgainAtOnce() {
    let calls = LockIsolated(0)
    let store = TestStore(initialState: ExploreFeature.State()) {
      ExploreFeature()
    } withDependencies: {
      $0.searchClient.search = { query in
        calls.withValue { $0 += 1 }
        if calls.value == 1 { throw SearchError.server }
        return [.swiftUI]
      }
    }
    store.send(.searchQueryChanged("swift")) {
      $0.query = "swift"
      $0.search = .searching
    }
    store.advance(by: .milliseconds(300))
    store.receive(.searchFailed(.unavailable)) {
      $0.search = .failed(.unavailable)
    }
    store.send(.retryButtonTapped) {
      $0.search = .searching
    }
    store.receive(.searchResultsLoaded([.swiftUI])) {
      $0.search = .results([.swiftUI])
    }
    #expect(calls.value == 2)
    store.finish()
  }

  @Test func beingOfflineIsToldApartFromOtherFailures() {
    let store = TestStore(initialState: ExploreFeature.State()) {
      ExploreFeature()
    } withDependencies: {
      $0.searchClient.search = { _ in throw SearchError.noConnection }
    }
    store.send(.searchQueryChanged("swift")) {
      $0.query = "swift"
      $0.search = .searching
    }
    store.advance(by: .milliseconds(300))
    store.receive(.searchFailed(.noConnection)) {
      $0.search = .failed(.noConnection)
    }
    store.finish()
  }

  @Test func retryDoesNothingUnlessTheSearchFailed() {
    let store = Self.makeStore(
      ExploreFeature.State(query: "swift", search: .results([.swiftUI])), queries: LockIsolated([]))
    store.send(.retryButtonTapped)
    store.finish()
  }

  // MARK: Popular searches and categories

  @Test func aPopularSearchFillsTheFieldAndSearchesAtOnce() {
    let queries = LockIsolated<[String]>([])
    let store = Self.makeStore(queries: queries)
    store.send(.popularSearchTapped("SwiftUI")) {
      $0.query = "SwiftUI"
      $0.search = .searching
    }
    store.receive(.searchResultsLoaded([.swiftUI])) {
      $0.search = .results([.swiftUI])
    }
    #expect(queries.value == ["SwiftUI"])
    store.finish()
  }

  @Test func aPopularSearchReplacesATypedQueryStillWaiting() {
    let queries = LockIsolated<[String]>([])
    let store = Self.makeStore(queries: queries)
    store.send(.searchQueryChanged("sw")) {
      $0.query = "sw"
      $0.search = .searching
    }
    store.advance(by: .milliseconds(100))
    store.send(.popularSearchTapped("SwiftUI")) {
      $0.query = "SwiftUI"
    }
    store.receive(.searchResultsLoaded([.swiftUI])) {
      $0.search = .results([.swiftUI])
    }
    store.advance(by: .seconds(1))
    #expect(queries.value == ["SwiftUI"])
    store.finish()
  }

  @Test(arguments: ExploreCategory.allCases)
  func aCategoryOpensItsScreenAndBackReturns(category: ExploreCategory) {
    let store = Self.makeStore(queries: LockIsolated([]))
    store.send(.categoryTapped(category)) {
      $0.destination = .category(category)
    }
    store.send(.backButtonTapped) {
      $0.destination = nil
    }
    store.finish()
  }

  @Test func aDeepLinkClosesThePushedScreenAndKeepsTheSearch() {
    let queries = LockIsolated<[String]>([])
    let state = ExploreFeature.State(
      query: "swift", search: .results([.swiftUI]), destination: .category(.design))
    let store = Self.makeStore(state, queries: queries)
    store.send(.deepLinkOpened) { $0.destination = nil }
    store.finish()
    #expect(queries.value == [])
  }

  @Test func onlyASearchUnderWayIsARequestInFlight() {
    #expect(ExploreFeature.State(search: .searching).requestsInFlight == 1)
    #expect(ExploreFeature.State(search: .browsing).requestsInFlight == 0)
    #expect(ExploreFeature.State(search: .results([])).requestsInFlight == 0)
    #expect(ExploreFeature.State(search: .failed(.noConnection)).requestsInFlight == 0)
  }

  @Test func aCategoryTopicIsSearchedBackOnExplore() {
    let store = Self.makeStore(
      ExploreFeature.State(destination: .category(.design)), queries: LockIsolated([]))
    store.send(.categoryTopicTapped("design")) {
      $0.destination = nil
      $0.query = "design"
      $0.search = .searching
    }
    store.receive(.searchResultsLoaded([.designSystems])) {
      $0.search = .results([.designSystems])
    }
    store.finish()
  }

  // MARK: Trending and results

  @Test func aTrendingEntryOpensItsScreen() {
    let store = Self.makeStore(queries: LockIsolated([]))
    store.send(.trendingItemTapped(rank: 3)) {
      $0.destination = .trendingItem(TrendingItem(rank: 3, title: "Machine Learning Basics", trend: .down))
    }
    store.send(.backButtonTapped) {
      $0.destination = nil
    }
    store.finish()
  }

  @Test func anUnknownTrendingRankIsIgnored() {
    let store = Self.makeStore(queries: LockIsolated([]))
    store.send(.trendingItemTapped(rank: 99))
    store.finish()
  }

  @Test func aSearchResultOpensItsScreen() {
    let store = Self.makeStore(
      ExploreFeature.State(query: "swift", search: .results([.swiftUI, .concurrency])),
      queries: LockIsolated([]))
    store.send(.searchResultTapped(id: "result-2")) {
      $0.destination = .searchResult(.concurrency)
    }
    store.finish()
  }

  @Test func aResultNotShownIsIgnored() {
    let store = Self.makeStore(
      ExploreFeature.State(query: "swift", search: .results([.swiftUI])), queries: LockIsolated([]))
    store.send(.searchResultTapped(id: "result-9"))
    store.finish()
    let browsing = Self.makeStore(queries: LockIsolated([]))
    browsing.send(.searchResultTapped(id: "result-1"))
    browsing.finish()
  }

  // MARK: Deep links

  @Test func aDeepLinkClosesAnyScreenAndSearchesAtOnce() {
    let queries = LockIsolated<[String]>([])
    let store = Self.makeStore(
      ExploreFeature.State(destination: .category(.business)), queries: queries)
    store.send(.searchDeepLinkOpened(query: "design")) {
      $0.destination = nil
      $0.query = "design"
      $0.search = .searching
    }
    store.receive(.searchResultsLoaded([.designSystems])) {
      $0.search = .results([.designSystems])
    }
    #expect(queries.value == ["design"])
    store.finish()
  }

  @Test func aDeepLinkCancelsASearchInFlight() {
    let queries = LockIsolated<[String]>([])
    let store = Self.makeStore(queries: queries, latency: .milliseconds(500))
    store.send(.searchQueryChanged("sw")) {
      $0.query = "sw"
      $0.search = .searching
    }
    store.advance(by: .milliseconds(400))
    store.send(.searchDeepLinkOpened(query: "design")) {
      $0.query = "design"
    }
    store.advance(by: .milliseconds(499))
    store.advance(by: .milliseconds(1))
    store.receive(.searchResultsLoaded([.designSystems])) {
      $0.search = .results([.designSystems])
    }
    #expect(queries.value == ["sw", "design"])
    store.finish()
  }

  @Test func aBlankDeepLinkShowsTheBrowseView() {
    let store = Self.makeStore(
      ExploreFeature.State(
        query: "swift", search: .results([.swiftUI]), destination: .searchResult(.swiftUI)),
      queries: LockIsolated([]))
    store.send(.searchDeepLinkOpened(query: " ")) {
      $0.destination = nil
      $0.query = ""
      $0.search = .browsing
    }
    store.finish()
  }
}
