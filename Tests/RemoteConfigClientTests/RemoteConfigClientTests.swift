import Clocks
import Dependencies
import MockKit
import RemoteConfigClient
import SharedModels
import Testing
import ValueCoding

@Suite struct RemoteConfigClientTests {
  let world = MockWorld(catalog: MockCatalog([RemoteConfigClient.mockDescriptor]))
  let clock = ImmediateClock()

  var elapsed: Duration {
    ImmediateClock<Duration>.Instant().duration(to: clock.now)
  }

  func fetch() async throws -> RemoteConfig {
    let client = RemoteConfigClient.mock(world)
    return try await withDependencies {
      $0.continuousClock = clock
    } operation: {
      try await client.fetch()
    }
  }

  @Test func answersTheDefaultPayloadAfterOneSecond() async throws {
    let config = try await fetch()
    #expect(
      config
        == RemoteConfig(
          showOnboarding: true, enableAnalytics: true, enablePushNotifications: true, featureNewUI: false,
          minAppVersion: AppVersion(major: 1)))
    #expect(elapsed == .seconds(1))
    #expect(world.calls == [MockCall(mock: "remoteConfig", endpoint: "fetch", arguments: [:])])
  }

  @Test func aPartialPayloadLeavesTheOtherKeysOut() async throws {
    try world.configure("remoteConfig", "fetch", .answer(["min_app_version": "2.1"]))
    #expect(try await fetch() == RemoteConfig(minAppVersion: AppVersion(major: 2, minor: 1)))
  }

  @Test(arguments: RemoteConfigError.allCases)
  func everyErrorCanBeNamed(_ error: RemoteConfigError) async throws {
    try world.configure("remoteConfig", "fetch", .failure(error.rawValue))
    await #expect(throws: error) { try await fetch() }
  }

  @Test func theDescriptorRejectsAMisspelledKeyOrABadVersion() {
    let misspelled = #expect(throws: MockError.self) {
      try world.configure("remoteConfig", "fetch", .answer(["show_onboardng": false]))
    }
    #expect(
      misspelled?.description == "invalid answer for remoteConfig.fetch: unknown key 'show_onboardng' at answer; did you mean 'show_onboarding'?")
    let badVersion = #expect(throws: MockError.self) {
      try world.configure("remoteConfig", "fetch", .answer(["min_app_version": "latest"]))
    }
    #expect(
      badVersion?.description
        == "invalid answer for remoteConfig.fetch: invalid value at answer.min_app_version: expected a version like '1.2.0', found 'latest'")
  }

  @Test func theTestValueFailsLoudly() async throws {
    try await withKnownIssue {
      _ = try await RemoteConfigClient.testValue.fetch()
    } matching: { issue in
      // The endpoint reports that it is unimplemented, then throws.
      issue.comments.map(\.rawValue) == ["Unimplemented: 'RemoteConfigClient.fetch'"]
        || issue.error.map { "\($0)" } == #"Unimplemented(endpoint: "fetch")"#
    }
  }
}
