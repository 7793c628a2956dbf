/// An alert a feature presents: a title, an optional message and its buttons.
///
/// Present it with `ifLet(_:action:)` so that answering it dismisses it.
public struct AlertState<Action> {
  /// The alert's title.
  public var title: String
  /// The text under the title, if any.
  public var message: String?
  /// The buttons, in the order they are shown.
  public var buttons: [ButtonState<Action>]

  /// Makes an alert; without buttons it shows a single "OK" that only dismisses.
  public init(title: String, message: String? = nil, buttons: [ButtonState<Action>] = []) {
    self.title = title
    self.message = message
    self.buttons = buttons.isEmpty ? [ButtonState("OK", role: .cancel)] : buttons
  }

  /// Turns the actions of the alert's buttons into another type of action.
  public func map<NewAction>(_ transform: (Action) -> NewAction) -> AlertState<NewAction> {
    AlertState<NewAction>(title: title, message: message, buttons: buttons.map { $0.map(transform) })
  }
}

extension AlertState: Equatable where Action: Equatable {}
extension AlertState: Hashable where Action: Hashable {}
extension AlertState: Sendable where Action: Sendable {}
extension AlertState: Encodable where Action: Encodable {}
extension AlertState: Decodable where Action: Decodable {}
