/// The shortcuts on the home screen, in the order it shows them; each opens a screen of its own.
public enum QuickAction: String, Codable, CaseIterable, Hashable, Sendable {
  /// Invite friends to the app.
  case share
  /// The things the user saved.
  case saved
  /// Counts of the user's recent activity.
  case analytics
  /// The user's friends.
  case friends

  /// The system name of the symbol shown with the action.
  var image: String {
    switch self {
    case .share: "square.and.arrow.up"
    case .saved: "bookmark"
    case .analytics: "chart.bar"
    case .friends: "person.2"
    }
  }

  /// The name of the screen the action opens.
  public var screenName: String {
    switch self {
    case .share: "Share"
    case .saved: "Saved"
    case .analytics: "Analytics"
    case .friends: "Friends"
    }
  }
}
