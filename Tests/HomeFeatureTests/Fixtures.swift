import Foundation
import SharedModels

/// 2026-01-01 00:00:00 UTC: where virtual time starts in a test store.
let epoch = Date(timeIntervalSince1970: 1_767_225_600)

/// A moment on 2026-01-01 (UTC).
func newYearsDay(hour: Int, minute: Int = 0) -> Date {
  epoch.addingTimeInterval(TimeInterval(hour * 3_600 + minute * 60))
}

extension Activity {
  /// 30 seconds before the epoch: "Just now".
  static let course = Activity(
    id: "activity-1", title: "Completed “SwiftUI Essentials”",
    subtitle: "Course finished with 12 lessons", timestamp: epoch.addingTimeInterval(-30))
  /// 45 minutes before the epoch.
  static let follower = Activity(
    id: "activity-2", title: "Grace Hopper followed you",
    subtitle: "You have 1,280 followers now", timestamp: epoch.addingTimeInterval(-45 * 60))
  /// 5 hours before the epoch.
  static let saved = Activity(
    id: "activity-3", title: "Saved “Design Systems”",
    subtitle: "Added to your reading list", timestamp: epoch.addingTimeInterval(-5 * 3_600))
  /// 3 days before the epoch.
  static let group = Activity(
    id: "activity-4", title: "Joined the Swift Study Group",
    subtitle: "Weekly meetups on Thursdays", timestamp: epoch.addingTimeInterval(-3 * 86_400))

  static let all: [Activity] = [.course, .follower, .saved, .group]
}

extension AppNotification {
  /// Unread, 10 minutes before the epoch.
  static let welcome = AppNotification(
    id: "notification-1", title: "Welcome aboard",
    body: "Thanks for joining, Ada.", timestamp: epoch.addingTimeInterval(-10 * 60))
  /// Unread, 5 hours before the epoch.
  static let follower = AppNotification(
    id: "notification-2", title: "New follower",
    body: "Grace Hopper started following you.", timestamp: epoch.addingTimeInterval(-5 * 3_600))
  /// Read, 2 days before the epoch.
  static let summary = AppNotification(
    id: "notification-3", title: "Weekly summary",
    body: "You completed 3 lessons this week.", timestamp: epoch.addingTimeInterval(-2 * 86_400),
    isRead: true)

  static let all: [AppNotification] = [.welcome, .follower, .summary]

  /// The notification, read.
  var read: AppNotification {
    var notification = self
    notification.isRead = true
    return notification
  }
}
