import AnalyticsClient
import Clocks
import Dependencies
import MockKit
import Testing
import ValueCoding

@Suite struct AnalyticsClientTests {
  let world = MockWorld(catalog: MockCatalog([AnalyticsClient.mockDescriptor]))

  @Test func everyEventIsLoggedWithItsPropertiesInKeyOrder() async throws {
    let client = AnalyticsClient.mock(world)
    try await withDependencies {
      $0.continuousClock = ImmediateClock()
    } operation: {
      try await client.track(AnalyticsEvent("login_succeeded", properties: ["method": "email", "attempt": "2"]))
      try await client.track(AnalyticsEvent("tab_selected"))
    }
    #expect(
      world.calls == [
        MockCall(
          mock: "analytics", endpoint: "track",
          arguments: ["name": "login_succeeded", "properties": ["attempt": "2", "method": "email"]]),
        MockCall(mock: "analytics", endpoint: "track", arguments: ["name": "tab_selected", "properties": [:]]),
      ])
    if case .object(let properties)? = world.calls.first?.arguments["properties"] {
      #expect(properties.keys == ["attempt", "method"])
    } else {
      Issue.record("the properties were not logged as a mapping")
    }
  }

  @Test func anEventTrackedAgainIsLoggedAgainAsTheFirstTime() async throws {
    let client = AnalyticsClient.mock(world)
    let viewed = AnalyticsEvent("screen_viewed", properties: ["screen": "Home"])
    try await withDependencies {
      $0.continuousClock = ImmediateClock()
    } operation: {
      try await client.track(viewed)
      try await client.track(AnalyticsEvent("screen_viewed", properties: ["screen": "Search"]))
      try await client.track(viewed)
    }
    let home: Value = ["name": "screen_viewed", "properties": ["screen": "Home"]]
    #expect(
      world.calls.map(\.arguments) == [home, ["name": "screen_viewed", "properties": ["screen": "Search"]], home])
  }

  @Test func theDescriptorNamesTheLoggedArguments() throws {
    let endpoint = try world.catalog.endpoint("analytics", "track")
    #expect(endpoint.argumentNames == ["name", "properties"])
    #expect(endpoint.defaultBehavior == .answer(nil))
    #expect(throws: MockError.self) { try world.configure("analytics", "track", .failure("server")) }
  }

  @Test func theTestValueFailsLoudly() async throws {
    try await withKnownIssue {
      try await AnalyticsClient.testValue.track(AnalyticsEvent("app_launched"))
    } matching: { issue in
      // The endpoint reports that it is unimplemented, then throws.
      issue.comments.map(\.rawValue) == ["Unimplemented: 'AnalyticsClient.track'"]
        || issue.error.map { "\($0)" } == #"Unimplemented(endpoint: "track")"#
    }
  }
}
