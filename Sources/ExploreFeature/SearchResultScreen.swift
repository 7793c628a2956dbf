import SharedModels
import TextUI

extension ExploreFeature {
  /// "Search Result": pushed from the results. The result's title, description and category.
  static func searchResultScreen(
    _ result: SearchResult, _ strings: ExploreStrings
  ) -> Screen<Action> {
    Screen("Search Result") {
      NavigationBar(result.title, back: strings.exploreTitle, onBack: { .backButtonTapped })
      Heading(result.title)
      Text(result.subtitle)
      Row(strings.category, detail: strings.name(of: result.category))
    }
  }
}
