import Foundation

/// A link to brew a tea: `teatimer://brew/<tea id>`, such as `teatimer://brew/sencha`.
struct BrewLink {
  /// The app's own scheme.
  static let scheme = "teatimer"

  /// The id of the tea to brew.
  var teaID: String

  /// The link `text` stands for, or `nil` when it is not a link to brew a tea.
  init?(_ text: String) {
    guard let components = URLComponents(string: text),
      components.scheme?.lowercased() == Self.scheme, components.host?.lowercased() == "brew"
    else { return nil }
    let parts = components.path.split(separator: "/")
    guard parts.count == 1 else { return nil }
    teaID = String(parts[0])
  }
}
