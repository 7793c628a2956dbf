import TextUI

extension OnboardingFeature {
  /// The Onboarding screen: "Skip" (except on the last page), the page's image, title and
  /// description, the page indicator, and "Next", or "Get Started" on the last page. While the
  /// onboarding is being completed the buttons are disabled.
  public static func screen(_ state: State) -> Screen<Action> {
    switch state.language {
    case .english: screen(state, .english)
    case .vietnamese: screen(state, .vietnamese)
    }
  }

  /// The screen with the strings of `strings`, the table of its language lent as stored: a copy
  /// of the table would retain and release each of its strings.
  private static func screen(_ state: State, _ strings: OnboardingStrings) -> Screen<Action> {
    let page = state.page
    let isLastPage = page.next == nil
    return Screen(screenName) {
      if !isLastPage {
        Button(strings.skip, isDisabled: state.isCompleting) { .skipButtonTapped }
      }
      Image(page.imageName)
      Heading(strings.title(page))
      Text(strings.description(page))
      PageIndicator(page: page.number, of: OnboardingPage.allCases.count)
      if isLastPage {
        Button(strings.getStarted, isDisabled: state.isCompleting) { .getStartedButtonTapped }
      } else {
        Button(strings.next, isDisabled: state.isCompleting) { .nextButtonTapped }
      }
    }
  }
}
