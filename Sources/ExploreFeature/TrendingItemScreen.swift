import SharedModels
import TextUI

extension ExploreFeature {
  /// "Trending Item": pushed from Explore. The entry's title, its rank and which way it moves.
  static func trendingItemScreen(_ item: TrendingItem, _ strings: ExploreStrings) -> Screen<Action> {
    Screen("Trending Item") {
      NavigationBar(item.title, back: strings.exploreTitle, onBack: { .backButtonTapped })
      Heading(item.title)
      Text(strings.rank(item.rank))
      Text("\(item.trend.indicator) \(strings.description(of: item.trend))")
    }
  }
}
