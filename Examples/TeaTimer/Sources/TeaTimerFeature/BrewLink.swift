import Foundation

/// A link to brew a tea: `teatimer://brew/<tea id>`, such as `teatimer://brew/sencha`.
public struct BrewLink: Equatable, Sendable {
  /// The app's own scheme.
  public static let scheme = "teatimer"

  /// The id of the tea to brew.
  public var teaID: String

  /// The link `text` stands for, or `nil` when it is not a link to brew a tea.
  public init?(_ text: String) {
    guard let components = URLComponents(string: text),
      components.scheme?.lowercased() == Self.scheme, components.host?.lowercased() == "brew"
    else { return nil }
    let parts = components.path.split(separator: "/")
    guard parts.count == 1 else { return nil }
    teaID = String(parts[0])
  }
}
