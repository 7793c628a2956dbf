import Foundation
import SharedModels

/// A place in the app a link opens.
///
/// A link names its route as a path, `/explore?q=swift`, or with the app's scheme, whose host is
/// the route's first part: `myapp://explore?q=swift`. Web links (`https://…/explore?q=swift`)
/// name it with their path alone. Other schemes name no place.
///
/// | Link | Opens |
/// | --- | --- |
/// | `/home` | the Home tab |
/// | `/explore` | the Explore tab |
/// | `/explore?q=TEXT` | the Explore tab, searching for TEXT |
/// | `/profile` | the Profile tab |
/// | `/settings` | the Settings tab |
/// | `/settings/language` | the Settings tab with the language picker |
public enum DeepLink: Equatable, Hashable, Sendable {
  /// The Home tab.
  case home
  /// The Explore tab, searching for the query when there is one.
  case explore(query: String?)
  /// The Profile tab.
  case profile
  /// The Settings tab.
  case settings
  /// The language picker of the Settings tab.
  case settingsLanguage

  /// The app's own scheme.
  public static let scheme = "myapp"

  /// The place `link` opens, or `nil` when it names no place of the app.
  public init?(_ link: String) {
    guard let components = URLComponents(string: link.trimmingWhiteSpace(keepingLineBreaks: true))
    else { return nil }
    var path = components.path
    switch components.scheme?.lowercased() {
    case nil, "http", "https":
      break
    case Self.scheme:
      path = "/" + (components.host ?? "") + path
    default:
      return nil
    }
    let parts = path.split(separator: "/").map { $0.lowercased() }
    switch parts {
    case ["home"]: self = .home
    case ["explore"]:
      self = .explore(query: components.queryItems?.first { $0.name == "q" }?.value)
    case ["profile"]: self = .profile
    case ["settings"]: self = .settings
    case ["settings", "language"]: self = .settingsLanguage
    default: return nil
    }
  }

  /// The tab the place is on.
  public var tab: Tab {
    switch self {
    case .home: .home
    case .explore: .explore
    case .profile: .profile
    case .settings, .settingsLanguage: .settings
    }
  }

  /// The place's name as analytics records it: `home`, `explore`, `profile`, `settings`,
  /// `settings/language`.
  var routeName: String {
    switch self {
    case .home: "home"
    case .explore: "explore"
    case .profile: "profile"
    case .settings: "settings"
    case .settingsLanguage: "settings/language"
    }
  }
}
