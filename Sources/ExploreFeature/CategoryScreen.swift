import SharedModels
import TextUI

extension ExploreFeature {
  /// "Category": pushed from Explore. The category's symbol and line of description, then its
  /// "Topics"; tapping one returns to Explore and searches for it.
  static func categoryScreen(
    _ category: ExploreCategory, _ strings: ExploreStrings
  ) -> Screen<Action> {
    Screen("Category") {
      NavigationBar(
        strings.name(of: category), back: strings.exploreTitle, onBack: { .backButtonTapped }
      )
      Image(category.image)
      Text(strings.message(of: category))
      Section(strings.topics) {
        for topic in ExploreCatalog.topics(of: category) {
          Row(topic) { .categoryTopicTapped(topic) }
        }
      }
    }
  }
}
