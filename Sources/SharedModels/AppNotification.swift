import Foundation

/// A message for the user in the notifications list.
public struct AppNotification: Codable, Hashable, Identifiable, Sendable {
  /// The server's identifier of the notification.
  public var id: String
  /// The headline.
  public var title: String
  /// The message.
  public var body: String
  /// When it was sent.
  public var timestamp: Date
  /// Whether the user has seen it; unread notifications count towards the badge.
  public var isRead: Bool

  /// Makes a notification.
  public init(id: String, title: String, body: String, timestamp: Date, isRead: Bool = false) {
    self.id = id
    self.title = title
    self.body = body
    self.timestamp = timestamp
    self.isRead = isRead
  }
}
