import Foundation
import SharedModels

extension HomeFeature {
  /// What the home screens show.
  public struct State: Equatable, Sendable, Codable {
    /// The language of the texts; the parent keeps it in sync with the preferences.
    public var language: Language
    /// The signed-in user's full name; the parent sets it from the profile. The greeting uses
    /// the first word.
    public var userName: String
    /// The part of the day the greeting is worded for, read from the injected date and calendar
    /// when the screen appears and when the parent asks for a refresh.
    public var timeOfDay: TimeOfDay
    /// The recent activity, loaded when the screen first appears.
    public var recentActivity: Feed<Activity>
    /// The notifications, loaded when the screen first appears; their unread count is the badge
    /// of the notifications button.
    public var notifications: Feed<AppNotification>
    /// The screen pushed on top of Home, if any.
    public var destination: Destination?

    /// Makes a state; the defaults are those of a Home that has not appeared yet.
    public init(
      language: Language = .english,
      userName: String = "",
      timeOfDay: TimeOfDay = .morning,
      recentActivity: Feed<Activity> = .idle,
      notifications: Feed<AppNotification> = .idle,
      destination: Destination? = nil
    ) {
      self.language = language
      self.userName = userName
      self.timeOfDay = timeOfDay
      self.recentActivity = recentActivity
      self.notifications = notifications
      self.destination = destination
    }

    /// The first word of ``userName``, as the greeting says it; empty when there is no name.
    /// Read without splitting the name into words, since the screen asks for it at every build.
    public var firstName: String {
      String(userName.drop(while: \.isWhitespace).prefix { !$0.isWhitespace })
    }

    /// How many requests Home has under way: one per feed being loaded or reloaded.
    public var requestsInFlight: Int {
      (recentActivity.isRequesting ? 1 : 0) + (notifications.isRequesting ? 1 : 0)
    }

    /// How many loaded notifications are unread.
    public var unreadCount: Int {
      notifications.items?.count { !$0.isRead } ?? 0
    }
  }
}
