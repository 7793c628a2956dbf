import ActivityClient
import AnalyticsClient
import AppFeature
import AuthClient
import AuthFeature
import Dependencies
import HomeFeature
import JourneyHosting
import JourneyModel
import KeychainClient
import MockKit
import NotificationsClient
import OnboardingFeature
import ProfileClient
import ProfileFeature
import RemoteConfigClient
import SearchClient
import SettingsFeature
import SharedModels
import SocialSignInClient
import StorageClient
import TextUI
import URLOpenerClient
import ValueCoding

/// The app under test, plugged into the journey harness: its root reducer, its screens, its
/// mocks, and how a journey's `given` sets up the device before launch.
public struct AppJourneyHost: JourneyHost {
  public typealias Feature = AppFeature
  public typealias Given = AppGiven

  /// Makes the host.
  public init() {}

  public var mockCatalog: MockCatalog {
    Self.mockCatalog
  }

  /// The catalog of the app's mocks, made once: every journey's world is made from it.
  private static let mockCatalog = MockCatalog([
    ActivityClient.mockDescriptor, AnalyticsClient.mockDescriptor, AuthClient.mockDescriptor,
    KeychainClient.mockDescriptor, NotificationsClient.mockDescriptor,
    ProfileClient.mockDescriptor, RemoteConfigClient.mockDescriptor,
    SearchClient.mockDescriptor, SocialSignInClient.mockDescriptor,
    StorageClient.mockDescriptor, URLOpenerClient.mockDescriptor,
  ])

  public var notes: HostNotes {
    let flags = FeatureFlags()
    let preferences = UserPreferences()
    let signedIn = SignedInUser.defaultProfile
    // "Saved" is both a quick action's screen and a profile menu item's.
    var listedScreens: Set<String> = []
    let screenNames = (
      [
        AppFeature.launchScreenName, OnboardingFeature.screenName, LoginFeature.screenName,
        SignUpFeature.screenName, ForgotPasswordFeature.screenName, AppFeature.updateRequiredScreenName,
        "Home", "Get Started", "Activity", "Notifications",
      ]
      + QuickAction.allCases.map(\.screenName)
      + ["Explore", "Category", "Search Result", "Trending Item", "Profile", "Edit Profile", "Share Profile"]
      + ProfileMenuItem.allCases.map(\.screenName)
      + ["Settings"]
      + SettingsFeature.Destination.allCases.map(\.screenName)
    ).filter { listedScreens.insert($0).inserted }
    return HostNotes(
      givenKeys: [
        "signedIn": .init(
          "Who is signed in: true for \(signedIn.name) <\(signedIn.email)>, false for nobody, or { name, email } (id optional).",
          default: "nobody"),
        "onboardingCompleted": .init("Whether the onboarding was completed on an earlier launch.", default: "false"),
        "flags": .init(
          "The feature flags the app launches with and the remote config answers; each one left out keeps the app's "
            + "default at launch and the mock's value in the answer (minAppVersion is only answered).",
          default:
            "at launch showOnboarding \(flags.showOnboarding), enableAnalytics \(flags.enableAnalytics), "
            + "enablePushNotifications \(flags.enablePushNotifications), featureNewUI \(flags.featureNewUI); "
            + "then what remoteConfig.fetch answers"),
        "preferences": .init(
          "The preferences saved on an earlier launch; each one left out keeps its default.",
          default:
            "theme \(preferences.theme.rawValue), language \(preferences.language.rawValue), "
            + "notificationsEnabled \(preferences.notificationsEnabled)"),
        "storage": .init("Raw entries of the key-value storage.", default: "empty"),
        "keychain": .init("Raw entries of the keychain.", default: "empty"),
        "appVersion": .init("The app's own version, compared with the remote config's minAppVersion.", default: "1.0.0"),
      ],
      screens: screenNames.map { HostNotes.Screen($0) },
      deepLinks: [
        "myapp://home", "myapp://explore", "myapp://explore?q=swift", "myapp://profile",
        "myapp://settings", "myapp://settings/language", "myapp://nowhere",
      ],
      storedKeys: [
        .init("keychain", SessionKeychainKeys.accessToken, "The signed-in session's access token, from sign-in or sign-up to log out."),
        .init("keychain", SessionKeychainKeys.refreshToken, "Its refresh token, kept and removed with it."),
        .init(
          "storage", SettingsFeature.preferencesStorageKey,
          "The preferences, { theme, language, notificationsEnabled }, saved on every change and on going to the background."),
        .init(
          "storage", ProfileFeature.profileStorageKey,
          "The signed-in user's profile, { id, name, email, avatarURL }, so that a launch restores it without asking the server."),
        .init("storage", OnboardingFeature.completedStorageKey, "true once the onboarding was completed or skipped."),
        .init("storage", LoginFeature.rememberedEmailStorageKey, "The email a sign-in with Remember Me on keeps for Login; one with it off removes it."),
        .init(
          "storage", AppFeature.minAppVersionStorageKey,
          "The config's minimum version, such as 2.0.0, while it blocks the app, so that the next launch is blocked from its first screen."),
      ]
    )
  }

  public func prepare(world: MockWorld, given: AppGiven) throws {
    let keychain = try world.store("keychain")
    let storage = try world.store("storage")
    let encoder = ValueEncoder()
    if let profile = given.signedIn?.profile {
      let slug = profile.email.prefix { $0 != "@" }
      try keychain.setValue(.string("access-token-\(slug)"), forKey: SessionKeychainKeys.accessToken)
      try keychain.setValue(.string("refresh-token-\(slug)"), forKey: SessionKeychainKeys.refreshToken)
      try storage.setValue(try encoder.encode(profile), forKey: ProfileFeature.profileStorageKey)
    }
    if let completed = given.onboardingCompleted {
      try storage.setValue(.bool(completed), forKey: OnboardingFeature.completedStorageKey)
    }
    if let preferences = given.preferences {
      var saved = UserPreferences()
      if let theme = preferences.theme { saved.theme = theme }
      if let language = preferences.language { saved.language = language }
      if let enabled = preferences.notificationsEnabled { saved.notificationsEnabled = enabled }
      try storage.setValue(try encoder.encode(saved), forKey: SettingsFeature.preferencesStorageKey)
    }
    for (key, value) in (given.storage ?? [:]).sorted(by: { $0.key < $1.key }) {
      try storage.setValue(value, forKey: key)
    }
    for (key, value) in (given.keychain ?? [:]).sorted(by: { $0.key < $1.key }) {
      try keychain.setValue(.string(value), forKey: key)
    }
    if let flags = given.flags {
      try world.configure("remoteConfig", "fetch", try remoteConfigBehavior(world: world, flags: flags))
    }
  }

  /// The state at each launch, on the network the device is in then, its kind included: the
  /// world's, which `given.network` sets before the first launch, a `network` step changes, and
  /// a relaunch keeps.
  public func initialState(given: AppGiven, world: MockWorld) -> AppFeature.State {
    AppFeature.State(
      appVersion: given.appVersion.flatMap(AppVersion.init) ?? AppVersion(major: 1),
      featureFlags: featureFlags(given.flags),
      network: networkState(world.network)
    )
  }

  public func reducer() -> AppFeature {
    AppFeature()
  }

  public func dependencies(world: MockWorld, into dependencies: inout DependencyValues) {
    dependencies.activityClient = .mock(world)
    dependencies.analyticsClient = .mock(world)
    dependencies.authClient = .mock(world)
    dependencies.keychainClient = .mock(world)
    dependencies.notificationsClient = .mock(world)
    dependencies.profileClient = .mock(world)
    dependencies.remoteConfigClient = .mock(world)
    dependencies.searchClient = .mock(world)
    dependencies.socialSignInClient = .mock(world)
    dependencies.storageClient = .mock(world)
    dependencies.urlOpenerClient = .mock(world)
  }

  public var launchAction: AppFeature.Action? { .appLaunched }
  public var backgroundAction: AppFeature.Action? { .appDidEnterBackground }
  public var foregroundAction: AppFeature.Action? { .appDidBecomeActive }
  public var terminateAction: AppFeature.Action? { .appWillTerminate }

  public func screen(_ state: AppFeature.State) -> Screen<AppFeature.Action> {
    AppFeature.screen(state)
  }

  /// `network` holds `pendingRequestsCount`, counted from the
  /// config's and the profile's fetches and each feature's requests in flight; every other key
  /// is its property's alone.
  public var stateKeySources: [String: Set<String>]? {
    ["network": ["config", "user", "login", "home", "explore", "profile", "settings"]]
  }

  public func deepLinkAction(url: String) throws -> AppFeature.Action {
    .handleDeepLink(url)
  }

  public func networkAction(_ condition: NetworkCondition) -> AppFeature.Action? {
    let network = networkState(DeviceNetwork(condition))
    return .networkStatusChanged(
      NetworkStatus(isConnected: network.isConnected, connectionType: network.connectionType))
  }

  // MARK: Given

  private func featureFlags(_ flags: GivenFlags?) -> FeatureFlags {
    var featureFlags = FeatureFlags()
    guard let flags else { return featureFlags }
    if let value = flags.showOnboarding { featureFlags.showOnboarding = value }
    if let value = flags.enableAnalytics { featureFlags.enableAnalytics = value }
    if let value = flags.enablePushNotifications { featureFlags.enablePushNotifications = value }
    if let value = flags.featureNewUI { featureFlags.featureNewUI = value }
    return featureFlags
  }

  /// The remote config mock's default answer with the flags a journey set laid over it.
  private func remoteConfigBehavior(world: MockWorld, flags: GivenFlags) throws -> MockBehavior {
    var current = try world.behavior("remoteConfig", "fetch")
    if current.outcome == .endpointDefault {
      // A journey that stated only the latency keeps the default answer, which the flags go over.
      current.outcome = try world.catalog.endpoint("remoteConfig", "fetch").defaultBehavior.outcome
    }
    guard case .answer(let answer) = current.outcome, case .object(var payload) = answer else {
      return current
    }
    let overrides: [(String, Value?)] = [
      ("show_onboarding", flags.showOnboarding.map(Value.bool)),
      ("enable_analytics", flags.enableAnalytics.map(Value.bool)),
      ("enable_push_notifications", flags.enablePushNotifications.map(Value.bool)),
      ("feature_new_ui", flags.featureNewUI.map(Value.bool)),
      ("min_app_version", flags.minAppVersion.map(Value.string)),
    ]
    for case (let key, let value?) in overrides {
      payload[key] = value
    }
    var behavior = current
    behavior.outcome = .answer(.object(payload))
    return behavior
  }

  private func networkState(_ network: DeviceNetwork) -> NetworkState {
    switch network {
    case .offline: NetworkState(isConnected: false, connectionType: .none)
    case .wifi: NetworkState(isConnected: true, connectionType: .wifi)
    case .cellular: NetworkState(isConnected: true, connectionType: .cellular)
    case .ethernet: NetworkState(isConnected: true, connectionType: .ethernet)
    }
  }
}
