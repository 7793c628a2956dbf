import AppFeature
import AuthFeature
import ExploreFeature
import Foundation
import HomeFeature
import MockKit
import OnboardingFeature
import ProfileFeature
import SettingsFeature
import SharedModels
import Testing
import ValueCoding

/// Launching: the remote config and the saved session, and the route they lead to.
@Suite struct AppFeatureLaunchTests {
  /// The config the `remoteConfig` mock answers by default.
  private let defaultConfig = RemoteConfig(
    showOnboarding: true, enableAnalytics: true, enablePushNotifications: true,
    featureNewUI: false, minAppVersion: AppVersion(major: 1))

  /// What the default config does to a launching app when it arrives `seconds` after the epoch.
  private func applyingTheDefaultConfig(
    arrivedAfter seconds: TimeInterval
  ) -> (inout AppFeature.State) -> Void {
    { [defaultConfig] state in
      state.config.isFetching = false
      state.config.fetchedAt = epoch.addingTimeInterval(seconds)
      state.config.remoteConfig = defaultConfig
      state.config.minAppVersion = defaultConfig.minAppVersion
      state.config.featureFlags.enablePushNotifications = true
    }
  }

  @Test func aFreshInstallShowsTheOnboardingAndTheConfigArrivesAfterOneSecond() throws {
    let world = try MockWorld.app()
    let store = makeStore(world: world)
    store.send(.appLaunched) { $0.config.isFetching = true }
    store.receive(.sessionRestored(RestoredSession())) {
      $0.navigation.route = .onboarding
      $0.onboarding = OnboardingFeature.State()
    }
    store.advance(by: .milliseconds(999))
    store.advance(by: .milliseconds(1))
    store.receive(
      .remoteConfigLoaded(defaultConfig), assert: applyingTheDefaultConfig(arrivedAfter: 1))
    store.finish()
    #expect(world.calls(to: "remoteConfig") == ["fetch"])
    #expect(
      world.calls(to: "storage") == [
        "load userPreferences", "load onboardingCompleted", "load minAppVersion",
      ])
    #expect(world.calls(to: "keychain") == ["load accessToken"])
    #expect(world.calls(to: "auth") == [])
  }

  @Test func aCompletedOnboardingShowsLoginWithTheRememberedEmail() throws {
    let world = try MockWorld.app()
    try world.store("storage").setValue(true, forKey: OnboardingFeature.completedStorageKey)
    try world.store("storage")
      .setValue("ada@example.com", forKey: LoginFeature.rememberedEmailStorageKey)
    let store = makeStore(world: world)
    store.send(.appLaunched) { $0.config.isFetching = true }
    store.receive(.sessionRestored(RestoredSession(hasCompletedOnboarding: true))) {
      $0.user.hasCompletedOnboarding = true
      $0.navigation.route = .login
      $0.login = LoginFeature.State()
    }
    store.receive(.login(.onAppear))
    store.receive(.login(.rememberedEmailLoaded("ada@example.com"))) {
      $0.login?.email = "ada@example.com"
      $0.login?.isRememberMeOn = true
    }
    store.advance(by: .seconds(1))
    store.receive(\.remoteConfigLoaded, assert: applyingTheDefaultConfig(arrivedAfter: 1))
    store.finish()
  }

  @Test func withTheOnboardingFlagOffASignedOutUserSeesLogin() throws {
    let world = try MockWorld.app()
    try world.configure("remoteConfig", "fetch", .failure("server", latency: .seconds(1)))
    let store = makeStore(
      AppFeature.State(featureFlags: FeatureFlags(showOnboarding: false)), world: world)
    store.send(.appLaunched) { $0.config.isFetching = true }
    store.receive(.sessionRestored(RestoredSession())) {
      $0.navigation.route = .login
      $0.login = LoginFeature.State()
    }
    store.receive(.login(.onAppear))
    store.advance(by: .seconds(1))
    store.receive(.remoteConfigFailed(offline: false)) { $0.config.isFetching = false }
    store.finish()
  }

  @Test func aStoredSessionRestoresTheStoredProfileWithoutAskingTheServer() throws {
    let world = try MockWorld.app()
    try world.saveSession(profile: grace)
    try world.store("storage").setValue(
      ValueEncoder().encode(UserPreferences(theme: .dark, language: .vietnamese)),
      forKey: SettingsFeature.preferencesStorageKey)
    let store = makeStore(world: world)
    let preferences = UserPreferences(theme: .dark, language: .vietnamese)
    store.send(.appLaunched) { $0.config.isFetching = true }
    store.receive(
      .sessionRestored(
        RestoredSession(
          preferences: preferences,
          session: Session(profile: grace, accessToken: adaAccessToken)))
    ) {
      $0.user.profile = grace
      $0.user.preferences = preferences
      $0.navigation.route = .main
      $0.home = HomeFeature.State(language: .vietnamese, userName: "Grace Hopper")
      $0.explore = ExploreFeature.State(language: .vietnamese)
      $0.profile = ProfileFeature.State(profile: grace, language: .vietnamese)
      $0.settings = SettingsFeature.State(
        profile: grace, accessToken: adaAccessToken, preferences: preferences,
        appVersion: "1.0.0", buildNumber: "100")
    }
    store.receiveHomeAppearing(at: epoch)
    store.advance(by: .seconds(1))
    store.receive(\.remoteConfigLoaded, assert: applyingTheDefaultConfig(arrivedAfter: 1))
    store.finish()
    #expect(world.calls(to: "auth") == [])
  }

  @Test func aTokenWithoutAStoredProfileFetchesTheProfileAndStoresIt() throws {
    let world = try MockWorld.app()
    try world.saveSession(profile: nil)
    let store = makeStore(world: world)
    store.send(.appLaunched) { $0.config.isFetching = true }
    store.receive(.sessionProfileRequested) { $0.user.isFetchingProfile = true }
    #expect(store.state.pendingRequestsCount == 2)
    store.advance(by: .milliseconds(300))
    store.receive(
      .sessionRestored(
        RestoredSession(session: Session(profile: ada, accessToken: adaAccessToken)))
    ) {
      $0.user.isFetchingProfile = false
      $0.user.profile = ada
      $0.navigation.route = .main
      $0.home = HomeFeature.State(userName: "Ada Lovelace")
      $0.explore = ExploreFeature.State()
      $0.profile = ProfileFeature.State(profile: ada)
      $0.settings = SettingsFeature.State(
        profile: ada, accessToken: adaAccessToken, appVersion: "1.0.0", buildNumber: "100")
    }
    #expect(store.state.pendingRequestsCount == 1)
    store.receiveHomeAppearing(at: epoch.addingTimeInterval(0.3))
    store.advance(by: .milliseconds(700))
    store.receive(\.remoteConfigLoaded, assert: applyingTheDefaultConfig(arrivedAfter: 1))
    store.finish()
    #expect(world.calls(to: "auth") == ["fetchProfile access-token-ada"])
    #expect(
      try world.store("storage")[ProfileFeature.profileStorageKey]
        == ValueEncoder().encode(ada))
  }

  @Test func aNewerRestoreReplacesTheOneAskingForTheProfileAndItsRequestCountsOnce() throws {
    let world = try MockWorld.app()
    try world.saveSession(profile: nil)
    let store = makeStore(world: world)
    store.send(.appLaunched) { $0.config.isFetching = true }
    store.receive(.sessionProfileRequested) { $0.user.isFetchingProfile = true }
    store.advance(by: .milliseconds(100))
    store.send(.appLaunched) { $0.user.isFetchingProfile = false }
    store.receive(.sessionProfileRequested) { $0.user.isFetchingProfile = true }
    #expect(store.state.pendingRequestsCount == 2)
    store.advance(by: .milliseconds(300))
    store.receive(
      .sessionRestored(
        RestoredSession(session: Session(profile: ada, accessToken: adaAccessToken)))
    ) {
      $0.user.isFetchingProfile = false
      $0.expectMain(ada)
    }
    store.receiveHomeAppearing(at: epoch.addingTimeInterval(0.4))
    store.advance(by: .milliseconds(700))
    store.receive(\.remoteConfigLoaded, assert: applyingTheDefaultConfig(arrivedAfter: 1.1))
    #expect(store.state.pendingRequestsCount == 0)
    store.finish()
    #expect(
      world.calls(to: "auth") == ["fetchProfile access-token-ada", "fetchProfile access-token-ada"])
  }

  @Test func aTokenTheServerRejectsIsForgottenAndTheUserSignedOut() throws {
    let world = try MockWorld.app()
    try world.saveSession(profile: nil)
    try world.configure(
      "auth", "fetchProfile", .failure("unauthorized", latency: .milliseconds(300)))
    let store = makeStore(world: world)
    store.send(.appLaunched) { $0.config.isFetching = true }
    store.receive(.sessionProfileRequested) { $0.user.isFetchingProfile = true }
    store.advance(by: .milliseconds(300))
    store.receive(.sessionRestored(RestoredSession())) {
      $0.user.isFetchingProfile = false
      $0.navigation.route = .onboarding
      $0.onboarding = OnboardingFeature.State()
    }
    #expect(store.state.pendingRequestsCount == 1)
    #expect(try world.store("keychain").contents.isEmpty)
    store.advance(by: .milliseconds(700))
    store.receive(\.remoteConfigLoaded, assert: applyingTheDefaultConfig(arrivedAfter: 1))
    store.finish()
  }

  @Test func anUnreachableServerWithoutAStoredProfileLeavesTheTokensForTheNextLaunch() throws {
    let world = try MockWorld.app()
    try world.saveSession(profile: nil)
    try world.configure("auth", "fetchProfile", .failure("noConnection"))
    try world.configure("remoteConfig", "fetch", .failure("noConnection"))
    let store = makeStore(world: world)
    store.send(.appLaunched) { $0.config.isFetching = true }
    store.receive(.remoteConfigFailed(offline: true)) {
      $0.config.isFetching = false
      $0.network.errorMessage = networkErrorMessage
    }
    store.receive(.sessionProfileRequested) { $0.user.isFetchingProfile = true }
    store.receive(.sessionRestored(RestoredSession(isProfileUnreachable: true))) {
      $0.user.isFetchingProfile = false
      $0.navigation.route = .onboarding
      $0.onboarding = OnboardingFeature.State()
    }
    #expect(store.state.pendingRequestsCount == 0)
    store.finish()
    #expect(try world.store("keychain")[SessionKeychainKeys.accessToken] == "access-token-ada")
  }

  @Test func aProfileRequestFailingForTheNetworkShowsTheNetworkErrorInTheRestoredLanguage() throws {
    let world = try MockWorld.app()
    try world.saveSession(profile: nil)
    let preferences = UserPreferences(language: .vietnamese)
    try world.store("storage").setValue(
      ValueEncoder().encode(preferences), forKey: SettingsFeature.preferencesStorageKey)
    try world.configure(
      "auth", "fetchProfile", .failure("noConnection", latency: .milliseconds(300)))
    let store = makeStore(world: world)
    store.send(.appLaunched) { $0.config.isFetching = true }
    store.receive(.sessionProfileRequested) { $0.user.isFetchingProfile = true }
    store.advance(by: .milliseconds(300))
    store.receive(
      .sessionRestored(
        RestoredSession(preferences: preferences, isProfileUnreachable: true))
    ) {
      $0.user.isFetchingProfile = false
      $0.user.preferences = preferences
      $0.navigation.route = .onboarding
      $0.onboarding = OnboardingFeature.State(language: .vietnamese)
      $0.network.errorMessage = "Không thể kết nối máy chủ. Hãy kiểm tra kết nối và thử lại."
    }
    store.send(.networkErrorDismissed) { $0.network.errorMessage = nil }
    store.advance(by: .milliseconds(700))
    store.receive(\.remoteConfigLoaded, assert: applyingTheDefaultConfig(arrivedAfter: 1))
    store.finish()
    #expect(try world.store("keychain")[SessionKeychainKeys.accessToken] == "access-token-ada")
  }

  @Test func unreadableStoredValuesCountAsAbsent() throws {
    let world = try MockWorld.app()
    try world.store("storage").setValue("dark", forKey: SettingsFeature.preferencesStorageKey)
    try world.store("storage").setValue(3, forKey: OnboardingFeature.completedStorageKey)
    try world.configure("remoteConfig", "fetch", .failure("server"))
    let store = makeStore(world: world)
    store.send(.appLaunched) { $0.config.isFetching = true }
    store.receive(.remoteConfigFailed(offline: false)) { $0.config.isFetching = false }
    store.receive(.sessionRestored(RestoredSession())) {
      $0.navigation.route = .onboarding
      $0.onboarding = OnboardingFeature.State()
    }
    store.finish()
  }
}
