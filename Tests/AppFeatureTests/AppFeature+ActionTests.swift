import AppFeature
import SharedModels
import Testing
import ValueCoding

/// Actions as journeys send them: decoded from their case path and payload.
@Suite struct AppFeatureActionTests {
  private func decode(_ value: Value) throws -> AppFeature.Action {
    try ValueDecoder(rejectsUnknownKeys: true).decode(AppFeature.Action.self, from: value)
  }

  @Test func lifecycleActionsHaveNoPayload() throws {
    #expect(try decode("appLaunched") == .appLaunched)
    #expect(try decode("appDidBecomeActive") == .appDidBecomeActive)
    #expect(try decode("appDidEnterBackground") == .appDidEnterBackground)
    #expect(try decode("appWillTerminate") == .appWillTerminate)
  }

  @Test func worldEventsCarryTheirPayload() throws {
    #expect(
      try decode(["handleDeepLink": ["_0": "/explore?q=swift"]])
        == .handleDeepLink("/explore?q=swift"))
    #expect(
      try decode(["networkStatusChanged": ["_0": ["isConnected": false, "connectionType": "none"]]])
        == .networkStatusChanged(NetworkStatus(isConnected: false, connectionType: .none)))
    #expect(try decode("networkErrorDismissed") == .networkErrorDismissed)
    #expect(try decode(["tabSelected": ["_0": "profile"]]) == .tabSelected(.profile))
    #expect(
      try decode(["remoteConfigLoaded": ["_0": ["min_app_version": "2.0"]]])
        == .remoteConfigLoaded(RemoteConfig(minAppVersion: AppVersion(major: 2))))
  }

  @Test func featureActionsNestUnderTheirFeature() throws {
    #expect(try decode(["settings": "logOutButtonTapped"]) == .settings(.logOutButtonTapped))
    #expect(
      try decode(["settings": ["languageSelected": ["_0": "vi"]]])
        == .settings(.languageSelected(.vietnamese)))
    #expect(
      try decode(["explore": ["searchQueryChanged": ["_0": "swift"]]])
        == .explore(.searchQueryChanged("swift")))
  }
}
