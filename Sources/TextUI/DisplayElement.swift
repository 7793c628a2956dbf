/// An element that only shows something and sends nothing (``Heading``, ``Text``, ``Image`` and
/// the like), so it fits a screen of any action type.
public protocol DisplayElement: Sendable {
  /// The element for a screen whose actions are of type `Action`.
  func element<Action>(for actionType: Action.Type) -> Element<Action>
}
