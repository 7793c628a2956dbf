import ActivityClient
import Clocks
import Dependencies
import Foundation
import MockKit
import SharedModels
import Testing
import ValueCoding

@Suite struct ActivityClientTests {
  let world = MockWorld(catalog: MockCatalog([ActivityClient.mockDescriptor]))
  let clock = ImmediateClock()

  var elapsed: Duration {
    ImmediateClock<Duration>.Instant().duration(to: clock.now)
  }

  func withMock<T>(_ operation: (ActivityClient) async throws -> T) async throws -> T {
    let client = ActivityClient.mock(world)
    return try await withDependencies {
      $0.continuousClock = clock
    } operation: {
      try await operation(client)
    }
  }

  @Test func recentActivityDefaultsToFourEntriesNewestFirst() async throws {
    let activity = try await withMock { try await $0.fetchRecentActivity() }
    #expect(activity.map(\.id) == ["activity-1", "activity-2", "activity-3", "activity-4"])
    #expect(activity.first?.title == "Completed “SwiftUI Essentials”")
    #expect(activity.first?.timestamp == Date(timeIntervalSince1970: 1_767_218_400))
    #expect(activity.map(\.timestamp) == activity.map(\.timestamp).sorted(by: >))
    #expect(elapsed == .milliseconds(500))
  }

  @Test func notificationsDefaultToThreeWithTwoUnread() async throws {
    let notifications = try await withMock { try await $0.fetchNotifications() }
    #expect(notifications.count == 3)
    #expect(notifications.filter { !$0.isRead }.map(\.id) == ["notification-1", "notification-2"])
    #expect(elapsed == .milliseconds(300))
    #expect(world.calls == [MockCall(mock: "activity", endpoint: "fetchNotifications", arguments: [:])])
  }

  @Test func anEmptyFeedAndFailuresCanBeConfigured() async throws {
    try world.configure("activity", "fetchRecentActivity", .answer([]))
    try world.configure("activity", "fetchNotifications", .failure("noConnection"))
    #expect(try await withMock { try await $0.fetchRecentActivity() }.isEmpty)
    await #expect(throws: ActivityError.noConnection) {
      try await withMock { try await $0.fetchNotifications() }
    }
  }

  @Test func aConfiguredEntryRoundTrips() async throws {
    try world.configure(
      "activity", "fetchRecentActivity",
      .answer([["id": "a", "title": "Wrote a post", "subtitle": "Drafts", "timestamp": "2026-01-01T08:30:00Z"]]))
    let activity = try await withMock { try await $0.fetchRecentActivity() }
    #expect(
      activity == [
        Activity(id: "a", title: "Wrote a post", subtitle: "Drafts", timestamp: Date(timeIntervalSince1970: 1_767_256_200))
      ])
  }

  @Test func theDescriptorRejectsABadTimestamp() {
    let error = #expect(throws: MockError.self) {
      try world.configure(
        "activity", "fetchRecentActivity",
        .answer([["id": "a", "title": "t", "subtitle": "s", "timestamp": "yesterday"]]))
    }
    #expect(error?.path == ["answer", 0, "timestamp"])
  }

  @Test func theTestValueFailsLoudly() async throws {
    try await withKnownIssue {
      _ = try await ActivityClient.testValue.fetchNotifications()
    } matching: { issue in
      // The endpoint reports that it is unimplemented, then throws.
      issue.comments.map(\.rawValue) == ["Unimplemented: 'ActivityClient.fetchNotifications'"]
        || issue.error.map { "\($0)" } == #"Unimplemented(endpoint: "fetchNotifications")"#
    }
  }
}
