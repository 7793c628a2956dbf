import SharedModels
import Testing
import ValueCoding

@Suite struct RemoteConfigTests {
  @Test func decodesThePayloadByItsServiceKeys() throws {
    let config = try ValueDecoder(rejectsUnknownKeys: true).decode(
      RemoteConfig.self,
      from: [
        "show_onboarding": false, "enable_analytics": true, "enable_push_notifications": false,
        "feature_new_ui": true, "min_app_version": "1.4.0",
      ])
    #expect(
      config
        == RemoteConfig(
          showOnboarding: false, enableAnalytics: true, enablePushNotifications: false, featureNewUI: true,
          minAppVersion: AppVersion(major: 1, minor: 4)))
  }

  @Test func keysLeftOutAreAbsent() throws {
    #expect(try ValueDecoder().decode(RemoteConfig.self, from: [:]) == RemoteConfig())
    #expect(
      try ValueEncoder(includesNilOptionals: false).encode(RemoteConfig(featureNewUI: true))
        == ["feature_new_ui": true])
  }

  @Test func aMisspelledKeyIsSuggested() {
    let error = #expect(throws: ValueDecodingError.self) {
      try ValueDecoder(rejectsUnknownKeys: true).decode(RemoteConfig.self, from: ["enable_analytic": true])
    }
    #expect(error?.description == "unknown key 'enable_analytic' at the top level; did you mean 'enable_analytics'?")
  }
}
