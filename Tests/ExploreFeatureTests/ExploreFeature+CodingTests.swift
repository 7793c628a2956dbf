import ExploreFeature
import Foundation
import SharedModels
import Testing

/// A journey sends actions and sets state as data; these pin the shapes it writes.
@Suite struct ExploreCodingTests {
  private func action(_ json: String) throws -> ExploreFeature.Action {
    try JSONDecoder().decode(ExploreFeature.Action.self, from: Data(json.utf8))
  }

  @Test func actionsDecodeFromTheirCaseNames() throws {
    #expect(try action(#"{"searchDeepLinkOpened": {"query": "swift"}}"#) == .searchDeepLinkOpened(query: "swift"))
    #expect(try action(#"{"searchQueryChanged": {"_0": "sw"}}"#) == .searchQueryChanged("sw"))
    #expect(try action(#"{"categoryTapped": {"_0": "design"}}"#) == .categoryTapped(.design))
    #expect(try action(#"{"trendingItemTapped": {"rank": 2}}"#) == .trendingItemTapped(rank: 2))
    #expect(try action(#"{"searchFailed": {"_0": "noConnection"}}"#) == .searchFailed(.noConnection))
  }

  @Test func anUnknownCategoryIsRejected() {
    #expect(throws: DecodingError.self) { try action(#"{"categoryTapped": {"_0": "cooking"}}"#) }
  }

  @Test func theStateSurvivesAnEncodingRoundTrip() throws {
    let state = ExploreFeature.State(
      language: .vietnamese, query: "swift", search: .results([.swiftUI]),
      destination: .trendingItem(TrendingItem(rank: 1, title: "Swift 6 Concurrency", trend: .up)))
    let data = try JSONEncoder().encode(state)
    #expect(try JSONDecoder().decode(ExploreFeature.State.self, from: data) == state)
  }
}
