import CasePaths
import SharedModels

extension ExploreFeature {
  /// What happens on the explore screens.
  @CasePathable
  public enum Action: Equatable, Sendable, Decodable {
    /// The search field's text changed. A non-blank query is searched, without the space
    /// around it, once it has stood for ``ExploreFeature/debounce``; a newer query cancels the
    /// older search, and a change of only the space around it searches nothing new. A blank
    /// query restores the browse view.
    case searchQueryChanged(String)
    /// "Clear" next to the search field was tapped: the browse view returns.
    case clearButtonTapped
    /// A popular search tag was tapped: it fills the field and is searched at once.
    case popularSearchTapped(String)
    /// A category was tapped.
    case categoryTapped(ExploreCategory)
    /// A topic on a category screen was tapped: back on Explore, it is searched at once.
    case categoryTopicTapped(String)
    /// The trending entry with this rank was tapped.
    case trendingItemTapped(rank: Int)
    /// The search result with this id was tapped.
    case searchResultTapped(id: String)
    /// "Retry" under a failed search was tapped.
    case retryButtonTapped
    /// The back button of a pushed screen was tapped.
    case backButtonTapped

    /// A deep link to Explore was opened: any pushed screen closes, so Explore itself shows with
    /// its search as it was.
    case deepLinkOpened
    /// A deep link such as `/explore?q=swift` asks to search for `query`: any pushed screen
    /// closes and the query is searched at once; a blank one restores the browse view.
    case searchDeepLinkOpened(query: String)

    /// The search client answered the current query.
    case searchResultsLoaded([SearchResult])
    /// The search client failed on the current query.
    case searchFailed(SearchFailure)
  }
}
