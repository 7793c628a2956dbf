import SharedModels
import Testing

@Suite struct FeatureFlagsTests {
  @Test func defaultsShowOnboardingAndSendAnalyticsOnly() {
    #expect(
      FeatureFlags()
        == FeatureFlags(
          showOnboarding: true, enableAnalytics: true, enablePushNotifications: false, featureNewUI: false))
  }

  @Test func aRemoteConfigReplacesTheFlagsItSetsAndKeepsTheRest() {
    let flags = FeatureFlags().applying(RemoteConfig(enableAnalytics: false, featureNewUI: true))
    #expect(
      flags
        == FeatureFlags(
          showOnboarding: true, enableAnalytics: false, enablePushNotifications: false, featureNewUI: true))
    #expect(flags.applying(RemoteConfig()) == flags)
  }
}
