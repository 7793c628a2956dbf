/// A line of ordinary text, such as "Sign in to continue". Renders as
/// `text "Sign in to continue"`.
public struct Text: DisplayElement {
  let text: String

  /// A text showing `text`.
  public init(_ text: String) {
    self.text = text
  }

  /// The element for a screen whose actions are of type `Action`.
  public func element<Action>(for actionType: Action.Type) -> Element<Action> {
    Element(.display(.text(text)))
  }
}
