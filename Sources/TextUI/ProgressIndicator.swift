/// A spinner showing that work is under way, with an optional label such as "Signing in".
/// Renders as `progress "Signing in"`, or `progress` without a label.
public struct ProgressIndicator: DisplayElement {
  let label: String?

  /// A spinner labelled `label`, or unlabelled when `label` is `nil`.
  public init(_ label: String? = nil) {
    self.label = label
  }

  /// The element for a screen whose actions are of type `Action`.
  public func element<Action>(for actionType: Action.Type) -> Element<Action> {
    Element(.display(.progress(label: label)))
  }
}
