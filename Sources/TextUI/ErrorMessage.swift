/// A message telling a person that something went wrong, such as "Invalid email format", shown
/// in the place where it applies. Renders as `error "Invalid email format"`.
public struct ErrorMessage: DisplayElement {
  let text: String

  /// An error message showing `text`.
  public init(_ text: String) {
    self.text = text
  }

  /// The element for a screen whose actions are of type `Action`.
  public func element<Action>(for actionType: Action.Type) -> Element<Action> {
    Element(.display(.errorMessage(text)))
  }
}
