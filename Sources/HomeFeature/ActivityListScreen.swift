import TextUI

extension HomeFeature {
  /// "Activity": pushed from Home by "See All". Every entry of the recent activity, or its
  /// progress indicator, empty text, or error with "Retry".
  static func activityListScreen(_ state: State, _ strings: HomeStrings) -> Screen<Action> {
    Screen("Activity") {
      NavigationBar(
        strings.recentActivity, back: strings.homeTitle, onBack: { .backButtonTapped }
      )
      List {
        activityFeed(state.recentActivity, strings)
      }
    }
  }
}
