/// What kind of overlay is presented on top of a screen.
public enum OverlayKind: Sendable, Equatable, CustomStringConvertible {
  /// A sheet covering the screen with its own content.
  case sheet
  /// An alert asking a question or reporting a problem, answered with one of its buttons.
  case alert
  /// A set of choices about an action, such as confirming a deletion.
  case confirmationDialog

  /// The kind as it is rendered: `sheet`, `alert` or `confirmation dialog`.
  public var description: String {
    switch self {
    case .sheet: "sheet"
    case .alert: "alert"
    case .confirmationDialog: "confirmation dialog"
    }
  }

  /// Whether only the overlay's buttons are reachable while it is up.
  var asksQuestion: Bool { self != .sheet }
}
