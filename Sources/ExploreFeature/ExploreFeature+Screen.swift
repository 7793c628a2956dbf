import SharedModels
import TextUI

extension ExploreFeature {
  /// The screen on top: Explore itself, or the screen pushed on it.
  ///
  /// Explore shows the navigation bar "Explore" and the "Search" field ("Clear" beside it while
  /// it holds text). With no query, the browse view follows: "Popular Searches" tags,
  /// "Categories" (Development, Design, Learning, Business) and "Trending" rows with rank and
  /// arrow. With a query: a progress indicator, the "Results" rows, the empty text
  /// `No results for "..."`, or the error with "Retry".
  public static func screen(_ state: State) -> Screen<Action> {
    switch state.language {
    case .english: screen(state, .english)
    case .vietnamese: screen(state, .vietnamese)
    }
  }

  /// The screen with the strings of `strings`, the table of its language lent as stored: a copy
  /// of the table would retain and release each of its strings.
  private static func screen(_ state: State, _ strings: ExploreStrings) -> Screen<Action> {
    switch state.destination {
    case nil: return exploreScreen(state, strings)
    case .category(let category): return categoryScreen(category, strings)
    case .trendingItem(let item): return trendingItemScreen(item, strings)
    case .searchResult(let result): return searchResultScreen(result, strings)
    }
  }

  private static func exploreScreen(_ state: State, _ strings: ExploreStrings) -> Screen<Action> {
    Screen("Explore") {
      NavigationBar(strings.exploreTitle)
      TextField(
        strings.searchField, text: state.query, placeholder: strings.searchPlaceholder
      ) { .searchQueryChanged($0) }
      if !state.query.isEmpty {
        Button(strings.clear) { .clearButtonTapped }
      }
      switch state.search {
      case .browsing:
        browseViews[state.language]
      case .searching:
        ProgressIndicator(strings.searching)
      case .results(let results) where results.isEmpty:
        Text(strings.noResults(state.trimmedQuery))
      case .results(let results):
        Section(strings.results) {
          for result in results {
            Row(
              result.title, id: result.id, subtitle: result.subtitle,
              detail: strings.name(of: result.category)
            ) { .searchResultTapped(id: result.id) }
          }
        }
      case .failed(let failure):
        ErrorMessage(strings.message(for: failure))
        Button(strings.retry) { .retryButtonTapped }
      }
    }
  }

  /// The browse view, shown while no query is searched, which depends on nothing but the
  /// language.
  private static let browseViews = ByLanguage { browseView(ExploreStrings($0)) }

  /// The "Popular Searches" tags, the "Categories" and the "Trending" rows, with the strings of
  /// `strings`.
  @ElementBuilder<Action>
  private static func browseView(_ strings: ExploreStrings) -> [Element<Action>] {
    Section(strings.popularSearches) {
      for tag in ExploreCatalog.popularSearches {
        Button(tag) { .popularSearchTapped(tag) }
      }
    }
    Section(strings.categories) {
      for category in ExploreCategory.allCases {
        Row(strings.name(of: category), image: category.image) { .categoryTapped(category) }
      }
    }
    Section(strings.trending) {
      for item in ExploreCatalog.trending {
        Row(item.title, detail: "#\(item.rank) \(item.trend.indicator)") {
          .trendingItemTapped(rank: item.rank)
        }
      }
    }
  }
}
