import TextUI

extension ProfileFeature {
  /// The screen a menu entry opens, named after it ("Favorites", "Saved", "History"), with a
  /// back button to Profile and what the list of its items says while it is empty.
  static func menuItemScreen(_ item: ProfileMenuItem, _ strings: ProfileStrings) -> Screen<Action> {
    let empty = strings.emptyState(of: item)
    return Screen(item.screenName) {
      NavigationBar(strings.title(of: item), back: strings.profileTitle, onBack: { .backButtonTapped })
      Image(item.image)
      Heading(empty.title)
      Text(empty.message)
    }
  }
}
