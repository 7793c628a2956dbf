import AuthFeature
import ExploreFeature
import HomeFeature
import OnboardingFeature
import ProfileFeature
import SettingsFeature
import SharedModels

extension AppFeature {
  /// The whole app: the user, the config, where the user is, the network, and the state of
  /// every feature on screen.
  ///
  /// Exactly the features of ``NavigationState/route`` are present: ``onboarding`` on the
  /// onboarding route, ``login`` on the login route, and ``home``, ``explore``, ``profile`` and
  /// ``settings`` on the main route. A feature that goes away takes its running effects with it.
  ///
  /// It encodes as a tree a journey reads by path: `user.profile.email`,
  /// `user.isAuthenticated`, `navigation.route`, `navigation.selectedTab`,
  /// `network.isConnected`, `config.featureFlags.enableAnalytics`, `explore.query`,
  /// `login.error` and so on.
  public struct State: Equatable, Sendable, Codable {
    /// The user, their preferences and whether they completed the onboarding.
    public var user: UserState
    /// The remote config, the feature flags and the app's version.
    public var config: ConfigState
    /// The route, the selected tab and the pending deep link.
    public var navigation: NavigationState
    /// Connectivity, requests under way and the last network error.
    public var network: NetworkState
    /// What the app could not store and tells in an alert, until the user answers it.
    public var saveFailure: SaveFailure?
    /// The onboarding, on the onboarding route.
    public var onboarding: OnboardingFeature.State?
    /// The Login screen and the screens it pushes, on the login route.
    public var login: LoginFeature.State?
    /// The Home tab, on the main route.
    public var home: HomeFeature.State?
    /// The Explore tab, on the main route.
    public var explore: ExploreFeature.State?
    /// The Profile tab, on the main route.
    public var profile: ProfileFeature.State?
    /// The Settings tab, on the main route.
    public var settings: SettingsFeature.State?

    /// Makes the state of an app about to launch: ``Route/launching``, no feature on screen.
    ///
    /// - Parameters:
    ///   - appVersion: The app's own version, compared with the config's `min_app_version`.
    ///   - buildNumber: The app's build number, shown in Settings.
    ///   - featureFlags: The flags before the remote config arrives.
    ///   - user: The user before the saved session is restored; a launch replaces the
    ///     preferences and the onboarding flag with the stored ones.
    ///   - network: The connectivity at launch.
    public init(
      appVersion: AppVersion = AppVersion(major: 1),
      buildNumber: String = "100",
      featureFlags: FeatureFlags = FeatureFlags(),
      user: UserState = UserState(),
      network: NetworkState = NetworkState()
    ) {
      self.user = user
      self.config = ConfigState(
        featureFlags: featureFlags, appVersion: appVersion, buildNumber: buildNumber)
      self.navigation = NavigationState()
      self.network = network
    }

    /// How many requests of the app and its features are under way: the remote config being
    /// fetched, the profile a launch asks for, plus each feature's requests in flight. It is
    /// counted from the state, so a request counts from when it starts until it answers, fails
    /// or is cancelled (its screen or feature going away, a newer request replacing it), and
    /// the count never goes below zero. While it is above zero the screen shows "Loading".
    /// Encoded as `network.pendingRequestsCount`.
    public var pendingRequestsCount: Int {
      (config.isFetching ? 1 : 0) + (user.isFetchingProfile ? 1 : 0)
        + (login?.requestsInFlight ?? 0)
        + (home?.requestsInFlight ?? 0) + (explore?.requestsInFlight ?? 0)
        + (profile?.requestsInFlight ?? 0) + (settings?.requestsInFlight ?? 0)
    }

    /// Removes every feature from the screen.
    mutating func removeFeatures() {
      onboarding = nil
      login = nil
      home = nil
      explore = nil
      profile = nil
      settings = nil
    }

    /// Switches every feature on screen, and the network error shown, to the language of the
    /// preferences.
    mutating func applyLanguage() {
      let language = user.preferences.language
      if network.errorMessage != nil {
        network.errorMessage = AppStrings(language).networkError
      }
      onboarding?.language = language
      login?.language = language
      home?.language = language
      explore?.language = language
      profile?.language = language
      settings?.language = language
    }
  }
}

extension AppFeature.State {
  private enum CodingKeys: String, CodingKey {
    case user, config, navigation, network, saveFailure, onboarding, login, home, explore, profile
    case settings
  }

  /// The network as encoded: its stored values and the count of requests under way. Equal
  /// networks encode alike, so that an encoder that keeps what it encoded last takes it again.
  private struct EncodedNetwork: Encodable, Equatable {
    let network: NetworkState
    let pendingRequestsCount: Int

    private enum CodingKeys: String, CodingKey {
      case isConnected, connectionType, pendingRequestsCount, errorMessage
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(network.isConnected, forKey: .isConnected)
      // As its raw text, which is how it encodes itself, without encoding a value of its own.
      try container.encode(network.connectionType.rawValue, forKey: .connectionType)
      try container.encode(pendingRequestsCount, forKey: .pendingRequestsCount)
      try container.encodeIfPresent(network.errorMessage, forKey: .errorMessage)
    }
  }

  /// Encodes the state, with ``pendingRequestsCount`` among the network's values; the features
  /// not on screen are left out.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(user, forKey: .user)
    try container.encode(config, forKey: .config)
    try container.encode(navigation, forKey: .navigation)
    try container.encode(
      EncodedNetwork(network: network, pendingRequestsCount: pendingRequestsCount),
      forKey: .network)
    try container.encodeIfPresent(saveFailure, forKey: .saveFailure)
    try container.encodeIfPresent(onboarding, forKey: .onboarding)
    try container.encodeIfPresent(login, forKey: .login)
    try container.encodeIfPresent(home, forKey: .home)
    try container.encodeIfPresent(explore, forKey: .explore)
    try container.encodeIfPresent(profile, forKey: .profile)
    try container.encodeIfPresent(settings, forKey: .settings)
  }
}
