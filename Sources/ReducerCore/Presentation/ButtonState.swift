/// How a button of an alert or a dialog is shown and what it means.
public enum ButtonRole: String, Hashable, Sendable, Codable {
  /// Dismisses without doing anything.
  case cancel
  /// Does something that cannot be undone.
  case destructive
}

/// A button of an alert or a confirmation dialog: its label, its role and the action it sends.
public struct ButtonState<Action> {
  /// The text on the button.
  public var label: String
  /// The role of the button, if it has one.
  public var role: ButtonRole?
  /// The action tapping the button sends; `nil` for a button that only dismisses.
  public var action: Action?

  /// Makes a button.
  public init(_ label: String, role: ButtonRole? = nil, action: Action? = nil) {
    self.label = label
    self.role = role
    self.action = action
  }

  /// Turns the button's action into another type of action.
  public func map<NewAction>(_ transform: (Action) -> NewAction) -> ButtonState<NewAction> {
    ButtonState<NewAction>(label, role: role, action: action.map(transform))
  }
}

extension ButtonState: Equatable where Action: Equatable {}
extension ButtonState: Hashable where Action: Hashable {}
extension ButtonState: Sendable where Action: Sendable {}
extension ButtonState: Encodable where Action: Encodable {}
extension ButtonState: Decodable where Action: Decodable {}
