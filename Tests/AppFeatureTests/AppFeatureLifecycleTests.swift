import AppFeature
import AuthFeature
import Foundation
import MockKit
import OnboardingFeature
import ProfileFeature
import SettingsFeature
import SharedModels
import Testing
import ValueCoding

/// Becoming active, going to the background, and terminating.
@Suite struct AppFeatureLifecycleTests {
  @Test func becomingActiveSoonAfterwardsRefetchesNothing() throws {
    let world = try MockWorld.app()
    let store = makeStore(signedInState(), world: world)
    store.advance(by: .seconds(60))
    store.send(.appDidBecomeActive)
    store.receive(.home(.refreshIfStale))
    store.finish()
    #expect(world.calls(to: "activity") == [])
    #expect(world.calls(to: "remoteConfig") == [])
  }

  @Test func becomingActiveLaterRefreshesHomeAndTheConfig() throws {
    let world = try MockWorld.app()
    let store = makeStore(signedInState(), world: world)
    store.advance(by: AppFeature.remoteConfigRefreshInterval)
    let now = epoch.addingTimeInterval(15 * 60)
    store.send(.appDidBecomeActive) { $0.config.isFetching = true }
    store.receive(.home(.refreshIfStale)) {
      $0.home?.recentActivity = .reloading([], at: epoch)
      $0.home?.notifications = .reloading([], at: epoch)
    }
    #expect(store.state.pendingRequestsCount == 3)
    store.receive(.home(.recentActivityLoaded([]))) {
      $0.home?.recentActivity = .loaded([], at: now)
    }
    store.receive(.home(.notificationsLoaded([]))) {
      $0.home?.notifications = .loaded([], at: now)
    }
    store.advance(by: .seconds(1))
    store.receive(\.remoteConfigLoaded) {
      $0.config.isFetching = false
      $0.config.fetchedAt = now.addingTimeInterval(1)
      $0.config.remoteConfig = RemoteConfig(
        showOnboarding: true, enableAnalytics: true, enablePushNotifications: true,
        featureNewUI: false, minAppVersion: AppVersion(major: 1))
      $0.config.minAppVersion = AppVersion(major: 1)
      $0.config.featureFlags.enablePushNotifications = true
    }
    store.finish()
  }

  @Test func becomingActiveAfterAFailedFetchTriesAgainButNotDuringAFetch() throws {
    let world = try MockWorld.app()
    try world.configure("remoteConfig", "fetch", .failure("noConnection", latency: .seconds(1)))
    var state = loginState()
    state.config.fetchedAt = nil
    let store = makeStore(state, world: world)
    store.send(.appDidBecomeActive) { $0.config.isFetching = true }
    store.send(.appDidBecomeActive)
    store.advance(by: .seconds(1))
    store.receive(.remoteConfigFailed(offline: true)) {
      $0.config.isFetching = false
      $0.network.errorMessage = networkErrorMessage
    }
    store.finish()
    #expect(world.calls(to: "remoteConfig") == ["fetch"])
  }

  @Test func goingToTheBackgroundStoresThePreferencesAndTheProfile() throws {
    let world = try MockWorld.app()
    let preferences = UserPreferences(
      theme: .dark, language: .vietnamese, notificationsEnabled: true)
    let store = makeStore(signedInState(preferences: preferences), world: world)
    store.send(.appDidEnterBackground)
    store.finish()
    let storage = try world.store("storage")
    #expect(try storage[SettingsFeature.preferencesStorageKey] == ValueEncoder().encode(preferences))
    #expect(try storage[ProfileFeature.profileStorageKey] == ValueEncoder().encode(ada))
  }

  @Test func goingToTheBackgroundSignedOutStoresOnlyThePreferences() throws {
    let world = try MockWorld.app()
    let store = makeStore(loginState(), world: world)
    store.send(.appDidEnterBackground)
    store.finish()
    #expect(world.calls(to: "storage") == ["save userPreferences"])
  }

  @Test func terminatingCancelsTheRootsWorkInFlight() throws {
    let world = try MockWorld.app()
    try world.store("storage").setValue(true, forKey: OnboardingFeature.completedStorageKey)
    try world.configure("analytics", "track", .answer(nil, latency: .seconds(3)))
    let store = makeStore(world: world)
    store.send(.appLaunched) { $0.config.isFetching = true }
    store.receive(\.sessionRestored) {
      $0.user.hasCompletedOnboarding = true
      $0.navigation.route = .login
      $0.login = LoginFeature.State()
    }
    store.receive(.login(.onAppear))
    store.send(.handleDeepLink("/home")) { $0.navigation.pendingDeepLink = "/home" }
    store.send(.appDidEnterBackground)
    store.send(.appWillTerminate)
    store.advance(by: .seconds(5))
    store.finish()
    #expect(world.calls(to: "remoteConfig") == ["fetch"])
  }
}
