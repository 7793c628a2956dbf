import Foundation

/// One entry of the user's recent activity on the home screen.
public struct Activity: Codable, Hashable, Identifiable, Sendable {
  /// The server's identifier of the entry.
  public var id: String
  /// What happened, as one line.
  public var title: String
  /// More detail, shown under the title.
  public var subtitle: String
  /// When it happened.
  public var timestamp: Date

  /// Makes an entry.
  public init(id: String, title: String, subtitle: String, timestamp: Date) {
    self.id = id
    self.title = title
    self.subtitle = subtitle
    self.timestamp = timestamp
  }
}
