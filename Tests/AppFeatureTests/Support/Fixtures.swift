import AppFeature
import AuthFeature
import ExploreFeature
import Foundation
import HomeFeature
import ProfileFeature
import SettingsFeature
import SharedModels
import SimulationRuntime

/// When every test starts: 2026-01-01 00:00:00 UTC, evening for Home's greeting.
let epoch = RuntimeConfiguration.defaultEpoch

/// The account the `auth` mock knows; `fetchProfile` answers it for any token.
let ada = UserProfile(
  id: "user-ada", name: "Ada Lovelace", email: "ada@example.com",
  avatarURL: URL(string: "https://example.com/avatars/ada.png"))

/// Another account, stored on the device, so that tests can tell a stored profile from the one
/// the server answers.
let grace = UserProfile(id: "user-grace", name: "Grace Hopper", email: "grace@example.com")

/// The access token the `auth` mock issues for Ada's session.
let adaAccessToken = "access-token-ada"

/// The app-wide message of a request that failed for want of a network, in English.
let networkErrorMessage = "Couldn't reach the server. Check your connection and try again."

/// The counts the `profile` mock answers.
let adaStats = ProfileStats(posts: 24, followers: 1280, following: 180)

/// A state on the main route for `profile`, with every tab already loaded (empty feeds, the
/// counts) so that showing a tab again changes nothing; `tab` is on screen.
func signedInState(
  _ profile: UserProfile = ada,
  tab: Tab = .home,
  preferences: UserPreferences = UserPreferences(),
  featureFlags: FeatureFlags = FeatureFlags()
) -> AppFeature.State {
  var state = AppFeature.State(
    featureFlags: featureFlags,
    user: UserState(profile: profile, preferences: preferences, hasCompletedOnboarding: true))
  state.config.fetchedAt = epoch
  state.navigation.route = .main
  state.navigation.selectedTab = tab
  let language = preferences.language
  state.home = HomeFeature.State(
    language: language, userName: profile.name, timeOfDay: .evening,
    recentActivity: .loaded([], at: epoch), notifications: .loaded([], at: epoch))
  state.explore = ExploreFeature.State(language: language)
  state.profile = ProfileFeature.State(
    profile: profile, language: language, stats: .loaded(adaStats))
  state.settings = SettingsFeature.State(
    profile: profile, accessToken: adaAccessToken, preferences: preferences,
    appVersion: "1.0.0", buildNumber: "100")
  return state
}

/// The state of the app as it shows Login to a user who completed the onboarding.
func loginState(email: String = "", password: String = "") -> AppFeature.State {
  var state = AppFeature.State(user: UserState(hasCompletedOnboarding: true))
  state.config.fetchedAt = epoch
  state.navigation.route = .login
  state.login = LoginFeature.State(email: email, password: password)
  return state
}

extension AppFeature.State {
  /// Expects the main route for `profile` with every tab new, as a sign-in or a launch shows it,
  /// in the language of the preferences, and no feature of the signed-out routes.
  mutating func expectMain(
    _ profile: UserProfile, accessToken: String = adaAccessToken, tab: Tab = .home
  ) {
    let preferences = user.preferences
    user.profile = profile
    navigation.route = .main
    navigation.selectedTab = tab
    onboarding = nil
    login = nil
    self.home = HomeFeature.State(language: preferences.language, userName: profile.name)
    self.explore = ExploreFeature.State(language: preferences.language)
    self.profile = ProfileFeature.State(profile: profile, language: preferences.language)
    self.settings = SettingsFeature.State(
      profile: profile, accessToken: accessToken, preferences: preferences,
      appVersion: "1.0.0", buildNumber: "100")
  }
}
