import MockKit
import SharedModels
import ValueCoding

extension ActivityClient {
  /// A client answered by `world`'s `activity` mock; every request is logged.
  public static func mock(_ world: MockWorld) -> ActivityClient {
    let name = mockDescriptor.name
    return ActivityClient(
      fetchRecentActivity: {
        try await world.respond(
          name, "fetchRecentActivity", arguments: [:], as: [Activity].self, errors: ActivityError.self)
      },
      fetchNotifications: {
        try await world.respond(
          name, "fetchNotifications", arguments: [:], as: [AppNotification].self,
          errors: ActivityError.self)
      }
    )
  }

  /// The `activity` mock: by default four entries of recent activity after 500 ms, and three
  /// notifications (two unread) after 300 ms, all from the hours and days before 2026-01-01.
  public static let mockDescriptor = MockDescriptor(
    "activity",
    summary: "The activity feed API.",
    endpoints: [
      MockEndpointDescriptor(
        "fetchRecentActivity", output: [Activity].self, errors: errorNames,
        default: .answer(recentActivity, latency: .milliseconds(500)),
        summary: "Answers the user's recent activity, newest first."),
      MockEndpointDescriptor(
        "fetchNotifications", output: [AppNotification].self, errors: errorNames,
        default: .answer(notifications, latency: .milliseconds(300)),
        summary: "Answers the user's notifications, newest first."),
    ],
    offlineError: ActivityError.noConnection.rawValue
  )

  private static let errorNames = ActivityError.allCases.map(\.rawValue)

  private static let recentActivity: ValueCoding.Value = [
    [
      "id": "activity-1", "title": "Completed “SwiftUI Essentials”",
      "subtitle": "Course finished with 12 lessons", "timestamp": "2025-12-31T22:00:00Z",
    ],
    [
      "id": "activity-2", "title": "Grace Hopper followed you",
      "subtitle": "You have 1,280 followers now", "timestamp": "2025-12-31T18:30:00Z",
    ],
    [
      "id": "activity-3", "title": "Saved “Design Systems”",
      "subtitle": "Added to your reading list", "timestamp": "2025-12-30T09:15:00Z",
    ],
    [
      "id": "activity-4", "title": "Joined the Swift Study Group",
      "subtitle": "Weekly meetups on Thursdays", "timestamp": "2025-12-27T16:00:00Z",
    ],
  ]

  private static let notifications: ValueCoding.Value = [
    [
      "id": "notification-1", "title": "Welcome aboard",
      "body": "Thanks for joining, Ada. Start by exploring popular topics.",
      "timestamp": "2025-12-31T23:00:00Z", "isRead": false,
    ],
    [
      "id": "notification-2", "title": "New follower",
      "body": "Grace Hopper started following you.",
      "timestamp": "2025-12-31T18:30:00Z", "isRead": false,
    ],
    [
      "id": "notification-3", "title": "Weekly summary",
      "body": "You completed 3 lessons this week.",
      "timestamp": "2025-12-29T08:00:00Z", "isRead": true,
    ],
  ]
}
