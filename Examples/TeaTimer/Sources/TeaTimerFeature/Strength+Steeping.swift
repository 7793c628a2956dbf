import PreferencesClient
import TeaCatalogClient

extension Strength {
  /// The shortest steep, whatever the tea and strength: 10 seconds.
  static let shortestSteepSeconds = 10

  /// How long `tea` steeps at this strength: its regular time, 30 seconds shorter when light and
  /// 30 seconds longer when strong, and never shorter than ``shortestSteepSeconds``.
  func steepSeconds(for tea: Tea) -> Int {
    let adjustment =
      switch self {
      case .light: -30
      case .regular: 0
      case .strong: 30
      }
    return max(Self.shortestSteepSeconds, tea.steepSeconds + adjustment)
  }

  /// The strength's name on screen.
  var title: String {
    switch self {
    case .light: "Light"
    case .regular: "Regular"
    case .strong: "Strong"
    }
  }
}
