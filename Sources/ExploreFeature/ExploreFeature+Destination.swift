import CasePaths
import SharedModels

extension ExploreFeature {
  /// A screen pushed on top of Explore; going back returns to Explore.
  @CasePathable
  public enum Destination: Equatable, Hashable, Sendable, Codable {
    /// A category and its topics.
    case category(ExploreCategory)
    /// An entry of the trending list.
    case trendingItem(TrendingItem)
    /// A search result.
    case searchResult(SearchResult)
  }
}
