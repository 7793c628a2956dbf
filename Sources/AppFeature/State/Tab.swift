/// A tab of the signed-in user's tab bar, in the order the bar shows them.
public enum Tab: String, Codable, CaseIterable, Hashable, Sendable {
  /// The dashboard.
  case home
  /// Search and discovery.
  case explore
  /// The user's profile.
  case profile
  /// The app's settings.
  case settings

  /// The name of the tab's screen: "Home", "Explore", "Profile", "Settings".
  var screenName: String {
    switch self {
    case .home: "Home"
    case .explore: "Explore"
    case .profile: "Profile"
    case .settings: "Settings"
    }
  }

  /// The system name of the tab's symbol.
  var image: String {
    switch self {
    case .home: "house"
    case .explore: "magnifyingglass"
    case .profile: "person.crop.circle"
    case .settings: "gearshape"
    }
  }
}
