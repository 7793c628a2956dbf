import AppFeature
import MockKit
import SharedModels
import Testing

/// Analytics events go out only while the `enableAnalytics` flag is on.
@Suite struct AppFeatureAnalyticsTests {
  /// Signs in, receives a config that sets `enable_analytics`, follows a link, switches tabs
  /// and logs out.
  private func useTheApp(configEnablesAnalytics: Bool) throws -> MockWorld {
    let world = try MockWorld.app()
    try world.saveSession(profile: nil)
    let store = makeStore(loginState(), world: world)
    store.exhaustivity = .off
    store.send(.login(.delegate(.signedIn(ada))))
    store.send(.remoteConfigLoaded(RemoteConfig(enableAnalytics: configEnablesAnalytics)))
    store.send(.handleDeepLink("/explore"))
    store.advance(by: .milliseconds(300))
    store.send(.tabSelected(.settings))
    store.send(.settings(.logOutButtonTapped))
    store.advance(by: .milliseconds(200))
    store.finish()
    return world
  }

  @Test func whileTheFlagIsOnTheRootTracksScreensSessionsAndLinks() throws {
    let world = try useTheApp(configEnablesAnalytics: true)
    #expect(
      world.analyticsEvents == [
        "signed_in",
        "screen_viewed screen=Home",
        "screen_viewed screen=Explore",
        "deep_link_opened link=/explore route=explore",
        "screen_viewed screen=Settings",
        "logged_out",
        "screen_viewed screen=Login",
      ])
  }

  @Test func whenTheConfigTurnsTheFlagOffNothingMoreIsSent() throws {
    let world = try useTheApp(configEnablesAnalytics: false)
    #expect(world.analyticsEvents == ["signed_in", "screen_viewed screen=Home"])
  }

  @Test func withTheFlagOffFromTheStartNothingIsEverSent() throws {
    let world = try MockWorld.app()
    try world.saveSession(profile: ada)
    try world.configure("remoteConfig", "fetch", .answer(["enable_analytics": false]))
    let store = makeStore(
      AppFeature.State(featureFlags: FeatureFlags(enableAnalytics: false)), world: world)
    store.exhaustivity = .off
    store.send(.appLaunched)
    store.send(.tabSelected(.profile))
    store.send(.handleDeepLink("/settings/language"))
    store.advance(by: .milliseconds(300))
    store.send(.settings(.logOutButtonTapped))
    store.advance(by: .milliseconds(200))
    store.finish()
    #expect(store.store.state.navigation.route == .onboarding)
    #expect(world.calls(to: "analytics") == [])
  }

  @Test func aSlowAnalyticsServiceHoldsNothingUp() throws {
    let world = try MockWorld.app()
    try world.configure("analytics", "track", .answer(nil, latency: .seconds(5)))
    let store = makeStore(signedInState(), world: world)
    store.send(.tabSelected(.explore)) { $0.navigation.selectedTab = .explore }
    store.advance(by: .seconds(5))
    store.finish()
    #expect(world.analyticsEvents == ["screen_viewed screen=Explore"])
  }
}
