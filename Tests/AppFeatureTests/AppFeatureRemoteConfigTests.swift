import AppFeature
import AuthFeature
import Foundation
import MockKit
import OnboardingFeature
import SharedModels
import Testing

/// The remote config: the flags it sets, a failed fetch, and the update gate.
@Suite struct AppFeatureRemoteConfigTests {
  @Test func everyKeyOfThePayloadSetsItsFlag() throws {
    let world = try MockWorld.app()
    try world.store("storage").setValue(true, forKey: OnboardingFeature.completedStorageKey)
    try world.configure(
      "remoteConfig", "fetch",
      .answer(
        [
          "show_onboarding": false, "enable_analytics": false, "enable_push_notifications": true,
          "feature_new_ui": true, "min_app_version": "0.9",
        ], latency: .seconds(1)))
    let store = makeStore(world: world)
    store.send(.appLaunched) { $0.config.isFetching = true }
    store.receive(.sessionRestored(RestoredSession(hasCompletedOnboarding: true))) {
      $0.user.hasCompletedOnboarding = true
      $0.navigation.route = .login
      $0.login = LoginFeature.State()
    }
    store.receive(.login(.onAppear))
    store.advance(by: .seconds(1))
    let config = RemoteConfig(
      showOnboarding: false, enableAnalytics: false, enablePushNotifications: true,
      featureNewUI: true, minAppVersion: AppVersion(major: 0, minor: 9))
    store.receive(.remoteConfigLoaded(config)) {
      $0.config.isFetching = false
      $0.config.fetchedAt = epoch.addingTimeInterval(1)
      $0.config.remoteConfig = config
      $0.config.minAppVersion = config.minAppVersion
      $0.config.featureFlags = FeatureFlags(
        showOnboarding: false, enableAnalytics: false, enablePushNotifications: true,
        featureNewUI: true)
    }
    store.finish()
  }

  @Test func keysLeftOutKeepTheirFlags() throws {
    let store = makeStore(loginState(), world: try MockWorld.app())
    let config = RemoteConfig(featureNewUI: true)
    store.send(.remoteConfigLoaded(config)) {
      $0.config.fetchedAt = epoch
      $0.config.remoteConfig = config
      $0.config.minAppVersion = config.minAppVersion
      $0.config.featureFlags.featureNewUI = true
    }
    store.finish()
  }

  @Test func aFailedFetchKeepsTheDefaultsAndNeverBlocksTheApp() throws {
    let world = try MockWorld.app()
    try world.saveSession(profile: ada)
    try world.configure("remoteConfig", "fetch", .failure("server", latency: .seconds(1)))
    let store = makeStore(world: world)
    store.send(.appLaunched) { $0.config.isFetching = true }
    store.receive(\.sessionRestored) { $0.expectMain(ada) }
    store.receiveHomeAppearing(at: epoch)
    store.advance(by: .seconds(1))
    store.receive(.remoteConfigFailed(offline: false)) { $0.config.isFetching = false }
    store.finish()
    #expect(store.state.config.featureFlags == FeatureFlags())
    #expect(store.state.navigation.route == .main)
  }

  @Test func aMinimumVersionAboveTheAppsBlocksIt() throws {
    let world = try MockWorld.app()
    let store = makeStore(signedInState(tab: .explore), world: world)
    let config = RemoteConfig(minAppVersion: AppVersion(major: 2))
    store.send(.remoteConfigLoaded(config)) {
      $0.config.fetchedAt = epoch
      $0.config.remoteConfig = config
      $0.config.minAppVersion = config.minAppVersion
      $0.navigation.route = .updateRequired
      $0.home = nil
      $0.explore = nil
      $0.profile = nil
      $0.settings = nil
    }
    store.send(.tabSelected(.home))
    store.send(.handleDeepLink("/home")) { $0.navigation.pendingDeepLink = "/home" }
    store.advance(by: .milliseconds(300))
    store.receive(.deepLinkHandled)
    store.finish()
    #expect(world.analyticsEvents == ["screen_viewed screen=Update Required"])
    #expect(try world.store("storage")["minAppVersion"] == "2.0.0")
  }

  @Test(arguments: ["1.0.0", "1.0", "0.9.9"])
  func aMinimumVersionUpToTheAppsLetsItRun(minimum: String) throws {
    let store = makeStore(signedInState(), world: try MockWorld.app())
    let config = RemoteConfig(minAppVersion: AppVersion(minimum))
    store.send(.remoteConfigLoaded(config)) {
      $0.config.fetchedAt = epoch
      $0.config.remoteConfig = config
      $0.config.minAppVersion = config.minAppVersion
    }
    store.finish()
  }

  @Test func theGateHoldsWhenTheConfigArrivesBeforeTheSession() throws {
    let world = try MockWorld.app()
    try world.saveSession(profile: nil)
    try world.configure(
      "remoteConfig", "fetch", .answer(["min_app_version": "3.1"], latency: .seconds(1)))
    try world.configure("auth", "fetchProfile", .answer(
      ["id": "user-ada", "name": "Ada Lovelace", "email": "ada@example.com"],
      latency: .seconds(2)))
    let store = makeStore(world: world)
    store.send(.appLaunched) { $0.config.isFetching = true }
    store.receive(.sessionProfileRequested) { $0.user.isFetchingProfile = true }
    store.advance(by: .seconds(1))
    let config = RemoteConfig(minAppVersion: AppVersion(major: 3, minor: 1))
    store.receive(.remoteConfigLoaded(config)) {
      $0.config.isFetching = false
      $0.config.fetchedAt = epoch.addingTimeInterval(1)
      $0.config.remoteConfig = config
      $0.config.minAppVersion = config.minAppVersion
      $0.navigation.route = .updateRequired
    }
    store.advance(by: .seconds(1))
    let profile = UserProfile(id: "user-ada", name: "Ada Lovelace", email: "ada@example.com")
    store.receive(
      .sessionRestored(
        RestoredSession(
          session: Session(profile: profile, accessToken: adaAccessToken), minAppVersion: config.minAppVersion))
    ) {
      $0.user.isFetchingProfile = false
      $0.user.profile = profile
    }
    store.finish()
  }

  @Test func theOnboardingFlagTurnedOffTakesAnUntouchedOnboardingToLogin() throws {
    let world = try MockWorld.app()
    var state = AppFeature.State()
    state.navigation.route = .onboarding
    state.onboarding = OnboardingFeature.State(page: .secure)
    let store = makeStore(state, world: world)
    let config = RemoteConfig(showOnboarding: false)
    store.send(.remoteConfigLoaded(config)) {
      $0.config.fetchedAt = epoch
      $0.config.remoteConfig = config
      $0.config.minAppVersion = config.minAppVersion
      $0.config.featureFlags.showOnboarding = false
      $0.navigation.route = .login
      $0.onboarding = nil
      $0.login = LoginFeature.State()
    }
    store.receive(.login(.onAppear))
    store.finish()
  }

  /// The default config of the `remoteConfig` mock, which allows version 1.0.0.
  private let allowingConfig = RemoteConfig(
    showOnboarding: true, enableAnalytics: true, enablePushNotifications: true,
    featureNewUI: false, minAppVersion: AppVersion(major: 1))

  @Test func aStoredMinimumBlocksALaunchFromItsFirstScreenAndALaterConfigLiftsIt() throws {
    let world = try MockWorld.app()
    try world.saveSession(profile: ada)
    try world.store("storage").setValue("2.0.0", forKey: "minAppVersion")
    let store = makeStore(world: world)
    store.send(.appLaunched) { $0.config.isFetching = true }
    store.receive(
      .sessionRestored(
        RestoredSession(
          session: Session(profile: ada, accessToken: adaAccessToken),
          minAppVersion: AppVersion(major: 2)))
    ) {
      $0.config.minAppVersion = AppVersion(major: 2)
      $0.user.profile = ada
      $0.navigation.route = .updateRequired
    }
    store.advance(by: .seconds(1))
    store.receive(.remoteConfigLoaded(allowingConfig)) {
      $0.config.isFetching = false
      $0.config.fetchedAt = epoch.addingTimeInterval(1)
      $0.config.remoteConfig = self.allowingConfig
      $0.config.minAppVersion = AppVersion(major: 1)
      $0.config.featureFlags.enablePushNotifications = true
      $0.navigation.route = .launching
    }
    store.receive(
      .sessionRestored(RestoredSession(session: Session(profile: ada, accessToken: adaAccessToken)))
    ) {
      $0.expectMain(ada)
    }
    store.receiveHomeAppearing(at: epoch.addingTimeInterval(1))
    store.finish()
    #expect(try world.store("storage")["minAppVersion"] == nil)
    #expect(
      world.analyticsEvents == ["screen_viewed screen=Update Required", "screen_viewed screen=Home"])
  }

  @Test func aFailedFetchNeitherLiftsNorBringsTheGate() throws {
    let world = try MockWorld.app()
    try world.store("storage").setValue("2.0.0", forKey: "minAppVersion")
    try world.configure("remoteConfig", "fetch", .failure("server", latency: .seconds(1)))
    let store = makeStore(world: world)
    store.send(.appLaunched) { $0.config.isFetching = true }
    store.receive(.sessionRestored(RestoredSession(minAppVersion: AppVersion(major: 2)))) {
      $0.config.minAppVersion = AppVersion(major: 2)
      $0.navigation.route = .updateRequired
    }
    store.advance(by: .seconds(1))
    store.receive(.remoteConfigFailed(offline: false)) { $0.config.isFetching = false }
    store.finish()
    #expect(try world.store("storage")["minAppVersion"] == "2.0.0")
  }

  @Test func aMinimumStoredForAnOlderVersionNoLongerBlocks() throws {
    let world = try MockWorld.app()
    try world.store("storage").setValue("1.0.0", forKey: "minAppVersion")
    try world.configure("remoteConfig", "fetch", .failure("server", latency: .seconds(1)))
    let store = makeStore(world: world)
    store.send(.appLaunched) { $0.config.isFetching = true }
    store.receive(.sessionRestored(RestoredSession(minAppVersion: AppVersion(major: 1)))) {
      $0.config.minAppVersion = AppVersion(major: 1)
      $0.navigation.route = .onboarding
      $0.onboarding = OnboardingFeature.State()
    }
    store.advance(by: .seconds(1))
    store.receive(.remoteConfigFailed(offline: false)) { $0.config.isFetching = false }
    store.finish()
  }

  @Test func aConfigLoweringTheMinimumLiftsTheGateOnTheSameLaunch() throws {
    let world = try MockWorld.app()
    try world.store("storage").setValue(true, forKey: OnboardingFeature.completedStorageKey)
    var state = AppFeature.State()
    state.navigation.route = .updateRequired
    state.config.minAppVersion = AppVersion(major: 2)
    state.config.fetchedAt = epoch
    state.user.hasCompletedOnboarding = true
    let store = makeStore(state, world: world)
    let config = RemoteConfig(minAppVersion: AppVersion(major: 1))
    store.send(.remoteConfigLoaded(config)) {
      $0.config.remoteConfig = config
      $0.config.minAppVersion = AppVersion(major: 1)
      $0.navigation.route = .launching
    }
    store.receive(.sessionRestored(RestoredSession(hasCompletedOnboarding: true))) {
      $0.navigation.route = .login
      $0.login = LoginFeature.State()
    }
    store.receive(.login(.onAppear))
    store.finish()
    #expect(
      world.calls(to: "storage") == [
        "remove minAppVersion", "load userPreferences", "load onboardingCompleted",
        "load minAppVersion", "load rememberedEmail",
      ])
  }
}
