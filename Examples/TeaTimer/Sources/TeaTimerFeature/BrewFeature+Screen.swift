import TextUI

extension BrewFeature {
  /// The Brew screen: the tea's name in the navigation bar (back to "Teas"), its kind and water
  /// temperature, the time left as a heading, and "Start"; while steeping, "Steeping" and
  /// "Stop"; once the time is up, "Your tea is ready" and "Brew Again".
  public static func screen(_ state: State) -> Screen<Action> {
    Screen("Brew") {
      NavigationBar(state.tea.name, back: "Teas") { .backButtonTapped }
      Text(TeaText.summary(of: state.tea))
      Heading(TeaText.time(seconds: state.remainingSeconds))
      switch state.phase {
      case .ready:
        Button("Start") { .startButtonTapped }
      case .steeping:
        ProgressIndicator("Steeping")
        Button("Stop") { .stopButtonTapped }
      case .done:
        Banner("Your tea is ready")
        Button("Brew Again") { .startButtonTapped }
      }
    }
  }
}
