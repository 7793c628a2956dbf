/// A strip across the screen telling a person about the app's condition, such as the offline
/// banner "You're offline". Renders as `banner "You're offline"`.
public struct Banner: DisplayElement {
  let text: String

  /// A banner showing `text`.
  public init(_ text: String) {
    self.text = text
  }

  /// The element for a screen whose actions are of type `Action`.
  public func element<Action>(for actionType: Action.Type) -> Element<Action> {
    Element(.display(.banner(text)))
  }
}
