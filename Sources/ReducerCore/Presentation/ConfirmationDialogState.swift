/// A confirmation dialog a feature presents before something consequential: a title, an
/// optional message and the choices.
public struct ConfirmationDialogState<Action> {
  /// The dialog's title.
  public var title: String
  /// The text under the title, if any.
  public var message: String?
  /// The choices, in the order they are shown.
  public var buttons: [ButtonState<Action>]

  /// Makes a confirmation dialog.
  public init(title: String, message: String? = nil, buttons: [ButtonState<Action>]) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  /// Turns the actions of the dialog's buttons into another type of action.
  public func map<NewAction>(
    _ transform: (Action) -> NewAction
  ) -> ConfirmationDialogState<NewAction> {
    ConfirmationDialogState<NewAction>(
      title: title, message: message, buttons: buttons.map { $0.map(transform) }
    )
  }
}

extension ConfirmationDialogState: Equatable where Action: Equatable {}
extension ConfirmationDialogState: Hashable where Action: Hashable {}
extension ConfirmationDialogState: Sendable where Action: Sendable {}
extension ConfirmationDialogState: Encodable where Action: Encodable {}
extension ConfirmationDialogState: Decodable where Action: Decodable {}
