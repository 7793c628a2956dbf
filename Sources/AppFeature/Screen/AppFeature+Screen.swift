import AuthFeature
import ExploreFeature
import HomeFeature
import OnboardingFeature
import ProfileFeature
import SettingsFeature
import SharedModels
import TextUI

extension AppFeature {
  /// The name of the screen shown while the app restores the saved session.
  public static let launchScreenName = "Launch"
  /// The name of the screen that blocks an app older than the config's `min_app_version`.
  public static let updateRequiredScreenName = "Update Required"

  /// What the app shows: the screen of the route, named as the feature names it ("Login",
  /// "Home", "Explore", ...), wrapped in the app's own elements.
  ///
  /// In order: "You're offline" while disconnected; the network error with "Dismiss" (id
  /// `network-error`); a "Loading" progress indicator while requests are under way
  /// (``State/pendingRequestsCount``) and all the time on the launch screen, which shows nothing
  /// else; the feature's screen, with its overlays; and on the main route the tab bar with "Home",
  /// "Explore", "Profile" and "Settings", the selected one marked, each tap sending
  /// ``Action/tabSelected(_:)``; while another tab than Settings shows, Settings' alert when one
  /// is presented (``SettingsFeature/alert(_:)``), such as that of a preference whose save failed
  /// after the person left Settings. Over all of it, the alert of a ``State/saveFailure`` with "OK"
  /// (``Action/saveFailureDismissed``). "You're offline", the network error and "Loading"
  /// also head every sheet, alert and dialog presented, so that they stay on top of whatever
  /// shows and the error can be dismissed from there.
  public static func screen(_ state: State) -> Screen<Action> {
    switch state.user.preferences.language {
    case .english: screen(state, .english, tabBars: tabBars[.english])
    case .vietnamese: screen(state, .vietnamese, tabBars: tabBars[.vietnamese])
    }
  }

  /// The tab bar with each tab selected, in each language.
  private static let tabBars = ByLanguage { tabBars(AppStrings($0)) }

  /// The tab bar with each tab selected, in the language of `strings`: made once, since a bar
  /// depends on nothing else, rather than for every screen of the main route.
  private static func tabBars(_ strings: AppStrings) -> [Tab: Element<Action>] {
    Dictionary(uniqueKeysWithValues: Tab.allCases.map { ($0, tabBar(selected: $0, strings).element) })
  }

  /// The screen with the strings of `strings`, the table of its language lent as stored: a copy
  /// of the table would retain and release each of its strings; `tabBars` are its `tabBars(_:)`.
  private static func screen(
    _ state: State, _ strings: AppStrings, tabBars: [Tab: Element<Action>]
  ) -> Screen<Action> {
    let content = routeScreen(state, strings)
    // The launch screen is all progress: the session is being restored.
    let showsProgress = state.pendingRequestsCount > 0 || content.name == launchScreenName
    return Screen<Action>(content.name) {
      content
      if state.navigation.route == .main {
        // Every tab has its bar: the table is made from all of them.
        tabBars[state.navigation.selectedTab]!
        if let settingsAlert = settingsAlertOverAnotherTab(state) {
          settingsAlert
        }
      }
    }
    .alert(state.saveFailure.map { saveFailureAlert($0, strings) })
    .keepingOnTop {
      if !state.network.isConnected {
        Banner(strings.offline)
      }
      if let message = state.network.errorMessage {
        ErrorMessage(message)
        Button(strings.dismiss, id: "network-error") { .networkErrorDismissed }
      }
      if showsProgress {
        ProgressIndicator(strings.loading)
      }
    }
  }

  /// The screen of the route, lifted into the app's actions. A route whose feature is not
  /// there, as only in a state built by hand, shows the launch screen.
  private static func routeScreen(_ state: State, _ strings: AppStrings) -> Screen<Action> {
    switch state.navigation.route {
    case .launching:
      break
    case .onboarding:
      if let onboarding = state.onboarding {
        return OnboardingFeature.screen(onboarding).map { .onboarding($0) }
      }
    case .login:
      if let login = state.login {
        return LoginFeature.screen(login).map { .login($0) }
      }
    case .main:
      if let tabScreen = tabScreen(state) {
        return tabScreen
      }
    case .updateRequired:
      return updateRequiredScreen(state.config, strings)
    }
    return Screen(launchScreenName) {}
  }

  /// The screen of the selected tab.
  private static func tabScreen(_ state: State) -> Screen<Action>? {
    switch state.navigation.selectedTab {
    case .home: state.home.map { HomeFeature.screen($0).map { .home($0) } }
    case .explore: state.explore.map { ExploreFeature.screen($0).map { .explore($0) } }
    case .profile: state.profile.map { ProfileFeature.screen($0).map { .profile($0) } }
    case .settings: state.settings.map { SettingsFeature.screen($0).map { .settings($0) } }
    }
  }

  /// Settings' alert while another tab shows, over whatever that tab shows: an alert that comes
  /// after the person left Settings, such as "Couldn't Save Settings" for a preference whose save
  /// failed, is told where they are, and "OK" dismisses it there. On its own tab, Settings' screen
  /// shows it.
  private static func settingsAlertOverAnotherTab(_ state: State) -> Element<Action>? {
    guard state.navigation.selectedTab != .settings, let settings = state.settings else {
      return nil
    }
    return SettingsFeature.alert(settings)?.element.map { .settings($0) }
  }

  private static func saveFailureAlert(
    _ failure: SaveFailure, _ strings: AppStrings
  ) -> Alert<Action> {
    Alert(strings.saveFailureTitle(failure), message: strings.saveFailureMessage(failure)) {
      Button(strings.ok, role: .cancel) { .saveFailureDismissed }
    }
  }

  private static func tabBar(selected: Tab, _ strings: AppStrings) -> TabBar<Action> {
    TabBar {
      Tab.allCases.map { tab in
        TabItem(strings.tabTitle(tab), image: tab.image, isSelected: tab == selected) {
          .tabSelected(tab)
        }
      }
    }
  }

  private static func updateRequiredScreen(
    _ config: ConfigState, _ strings: AppStrings
  ) -> Screen<Action> {
    let minimum = config.minAppVersion ?? config.appVersion
    return Screen(updateRequiredScreenName) {
      Image("arrow.down.app")
      Heading(strings.updateRequired)
      Text(strings.updateRequiredMessage(config.appVersion.description, minimum.description))
    }
  }
}
