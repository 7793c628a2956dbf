import TextUI

extension HomeFeature {
  /// "Get Started": pushed from the welcome card. A line of introduction and one row per
  /// ``GetStartedStep``; tapping one returns to Home and tells the parent.
  static func getStartedScreen(_ strings: HomeStrings) -> Screen<Action> {
    Screen("Get Started") {
      NavigationBar(strings.getStarted, back: strings.homeTitle, onBack: { .backButtonTapped })
      Text(strings.getStartedMessage)
      List {
        for step in GetStartedStep.allCases {
          let (title, detail) = strings.title(of: step)
          Row(title, subtitle: detail) { .getStartedStepTapped(step) }
        }
      }
    }
  }
}
