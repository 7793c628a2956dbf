import Clocks
import Dependencies
import MockKit
import NotificationsClient
import Testing
import ValueCoding

@Suite struct NotificationsClientTests {
  let world = MockWorld(catalog: MockCatalog([NotificationsClient.mockDescriptor]))

  func requestAuthorization() async throws -> Bool {
    let client = NotificationsClient.mock(world)
    return try await withDependencies {
      $0.continuousClock = ImmediateClock()
    } operation: {
      try await client.requestAuthorization()
    }
  }

  @Test func theUserAllowsNotificationsByDefault() async throws {
    #expect(try await requestAuthorization() == true)
    #expect(world.calls == [MockCall(mock: "notifications", endpoint: "requestAuthorization", arguments: [:])])
  }

  @Test func aJourneyCanMakeTheUserDecline() async throws {
    try world.configure("notifications", "requestAuthorization", .answer(false))
    #expect(try await requestAuthorization() == false)
  }

  @Test func aJourneyCanMakeTheSystemFailToAsk() async throws {
    try world.configure("notifications", "requestAuthorization", .failure("unavailable"))
    await #expect(throws: NotificationsError.unavailable) { try await requestAuthorization() }
  }

  @Test func theDescriptorTakesOnlyABooleanAndItsErrors() {
    let notABoolean = #expect(throws: MockError.self) {
      try world.configure("notifications", "requestAuthorization", .answer("granted"))
    }
    #expect(
      notABoolean?.description
        == "invalid answer for notifications.requestAuthorization: expected a boolean at answer, found a string")
    let failure = #expect(throws: MockError.self) {
      try world.configure("notifications", "requestAuthorization", .failure("denied"))
    }
    #expect(
      failure?.description
        == "unknown error 'denied' for notifications.requestAuthorization at error. Errors: unavailable")
  }

  @Test func theTestValueFailsLoudly() async throws {
    try await withKnownIssue {
      _ = try await NotificationsClient.testValue.requestAuthorization()
    } matching: { issue in
      // The endpoint reports that it is unimplemented, then throws.
      issue.comments.map(\.rawValue) == ["Unimplemented: 'NotificationsClient.requestAuthorization'"]
        || issue.error.map { "\($0)" } == #"Unimplemented(endpoint: "requestAuthorization")"#
    }
  }
}
