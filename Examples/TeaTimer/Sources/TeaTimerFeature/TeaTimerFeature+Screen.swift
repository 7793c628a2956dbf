import TextUI

extension TeaTimerFeature {
  /// What the app shows: the Brew screen when one is pushed, otherwise the Teas list, with the
  /// Settings sheet on top while it is up.
  ///
  /// The list has the navigation bar "Teas" with "Settings", then "Loading teas" while the
  /// catalog is fetched, the failure with "Retry", or a row per tea (id: the tea's id) with its
  /// kind, water temperature and steep time at the saved strength.
  public static func screen(_ state: State) -> Screen<Action> {
    if let brew = state.brew {
      return BrewFeature.screen(brew).map { .brew(.presented($0)) }
    }
    return Screen("Teas") {
      NavigationBar("Teas") {
        Button("Settings", image: "gearshape") { .settingsButtonTapped }
      }
      switch state.catalog {
      case .loading:
        ProgressIndicator("Loading teas")
      case .loaded(let teas) where teas.isEmpty:
        Text("The shop has no teas today.")
      case .loaded(let teas):
        Section(footer: "Steep times for \(state.strength.title.lowercased()) tea") {
          for tea in teas {
            Row(
              tea.name, id: tea.id, subtitle: TeaText.summary(of: tea),
              detail: TeaText.time(seconds: state.strength.steepSeconds(for: tea))
            ) { .teaTapped(id: tea.id) }
          }
        }
      case .failed(let failure):
        ErrorMessage(failure.message)
        Button("Retry") { .retryButtonTapped }
      }
      if let settings = state.settings {
        Sheet(SettingsFeature.screen(settings).map { .settings(.presented($0)) }) {
          .settings(.dismiss)
        }
      }
    }
  }
}
