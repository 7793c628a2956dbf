/// A title inside a screen, such as "Welcome Back". Renders as `heading "Welcome Back"`.
public struct Heading: DisplayElement {
  let text: String

  /// A heading showing `text`.
  public init(_ text: String) {
    self.text = text
  }

  /// The element for a screen whose actions are of type `Action`.
  public func element<Action>(for actionType: Action.Type) -> Element<Action> {
    Element(.display(.heading(text)))
  }
}
