import AuthFeature
import CasePaths
import ExploreFeature
import HomeFeature
import OnboardingFeature
import ProfileFeature
import SettingsFeature
import SharedModels

extension AppFeature {
  /// What happens to the app: its lifecycle, links, the network, the remote config, the session,
  /// the tab bar, and every feature's own actions.
  @CasePathable
  public enum Action: Equatable, Sendable, Decodable {
    // MARK: Lifecycle

    /// The app launched: the remote config is fetched and, at the same time, the saved session
    /// is restored.
    case appLaunched
    /// The app came to the foreground: Home reloads what is stale, and the remote config is
    /// fetched again when the last one is older than ``AppFeature/remoteConfigRefreshInterval``
    /// or none arrived.
    case appDidBecomeActive
    /// The app went to the background: the preferences and the signed-in user's profile are
    /// stored.
    case appDidEnterBackground
    /// Storing the preferences or the profile on going to the background failed: the alert of
    /// ``SaveFailure/background`` shows.
    case backgroundSaveFailed
    /// The app is about to terminate: the root's work in flight is cancelled.
    case appWillTerminate

    // MARK: Session

    /// The launch found an access token without a stored profile and asks the server for the
    /// profile: the request counts as pending until ``sessionRestored(_:)``.
    case sessionProfileRequested
    /// The launch found what the device holds: the app shows the onboarding, Login, or the tab
    /// bar.
    case sessionRestored(RestoredSession)
    /// A sign-in on Login finished and its access token was read back from the keychain: the
    /// tab bar shows, on Home, or where a pending deep link leads.
    case sessionStarted(Session)
    /// A sign-in on Login finished but its access token could not be read back from the
    /// keychain: Login stays, with "Login failed. Please try again.".
    case sessionStartFailed

    // MARK: Deep links

    /// A link was opened, such as `myapp://explore?q=swift` or `/settings/language`: it is
    /// pending at once and handled after ``AppFeature/deepLinkProcessingDelay``. A newer link
    /// replaces one still being processed.
    case handleDeepLink(String)
    /// The pending link was processed: it is followed and cleared when signed in, kept for
    /// after the sign-in when signed out, and cleared without effect when it names no place.
    case deepLinkHandled

    // MARK: Network

    /// The network monitor reported a change; "You're offline" shows while disconnected.
    case networkStatusChanged(NetworkStatus)
    /// The user dismissed the network error that a request failing for want of a network shows.
    case networkErrorDismissed

    // MARK: Storage

    /// The user answered the alert of a ``SaveFailure`` with "OK".
    case saveFailureDismissed

    // MARK: Remote config

    /// The remote config arrived: the feature flags take its values, and a `min_app_version`
    /// above the app's version shows "Update required".
    case remoteConfigLoaded(RemoteConfig)
    /// Fetching the remote config failed, `offline` when for want of a network: the flags and
    /// the known minimum version keep their values and the app goes on.
    case remoteConfigFailed(offline: Bool)

    // MARK: Navigation

    /// A tab of the tab bar was tapped, also the one already selected.
    case tabSelected(Tab)

    // MARK: Features

    /// An action of the onboarding.
    case onboarding(OnboardingFeature.Action)
    /// An action of Login and the screens it pushes.
    case login(LoginFeature.Action)
    /// An action of the Home tab.
    case home(HomeFeature.Action)
    /// An action of the Explore tab.
    case explore(ExploreFeature.Action)
    /// An action of the Profile tab.
    case profile(ProfileFeature.Action)
    /// An action of the Settings tab.
    case settings(SettingsFeature.Action)
  }
}

extension AppFeature.Action {
  /// Whether the action reports a request of the app or of a feature that failed because the
  /// device could not reach the network; the app then shows its network error.
  var isNetworkFailure: Bool {
    switch self {
    case .remoteConfigFailed(let offline):
      offline
    case .sessionRestored(let restored):
      restored.isProfileUnreachable
    case .login(.signInFailed(let error)):
      error == .noConnection
    case .login(.destination(.presented(.signUp(.registrationFailed(let error))))):
      error == .noConnection
    case .login(.destination(.presented(.forgotPassword(.resetRequestFailed(let error))))):
      error == .noConnection
    case .home(.recentActivityFailed(let failure)), .home(.notificationsFailed(let failure)):
      failure == .noConnection
    case .explore(.searchFailed(let failure)):
      failure == .noConnection
    case .profile(.statsFailed(let failure)),
      .profile(.destination(.presented(.editProfile(.saveFailed(let failure))))):
      failure == .noConnection
    case .settings(.accountDeletionFailed(let failure)):
      failure == .noConnection
    default:
      false
    }
  }
}
