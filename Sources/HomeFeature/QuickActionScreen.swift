import TextUI

extension HomeFeature {
  /// The screen a quick action opens, named after it ("Share", "Saved", "Analytics",
  /// "Friends"), with a back button to Home. Analytics counts the loaded recent activity and
  /// the unread notifications ("–" while a feed is not loaded).
  static func quickActionScreen(
    _ quickAction: QuickAction, _ state: State, _ strings: HomeStrings
  ) -> Screen<Action> {
    Screen(quickAction.screenName) {
      NavigationBar(
        strings.title(of: quickAction), back: strings.homeTitle, onBack: { .backButtonTapped }
      )
      Image(quickAction.image)
      switch quickAction {
      case .share:
        Heading(strings.shareHeading)
        Text(strings.shareMessage)
      case .saved:
        Heading(strings.savedEmpty)
        Text(strings.savedMessage)
      case .analytics:
        List {
          Row(
            strings.analyticsActivities,
            detail: state.recentActivity.items.map { "\($0.count)" } ?? strings.notLoaded
          )
          Row(
            strings.analyticsUnread,
            detail: state.notifications.items == nil ? strings.notLoaded : "\(state.unreadCount)"
          )
        }
      case .friends:
        Heading(strings.friendsEmpty)
        Text(strings.friendsMessage)
      }
    }
  }
}
