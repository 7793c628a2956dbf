import ReducerCore
import TextUI

extension Alert {
  /// The alert `state` describes: a button with an action sends `toAction(.presented(action))`,
  /// a button without one `toAction(.dismiss)`.
  init<AlertAction: Sendable>(
    _ state: AlertState<AlertAction>,
    action toAction: @escaping @Sendable (PresentationAction<AlertAction>) -> Action
  ) {
    self.init(state.title, message: state.message) {
      for button in state.buttons {
        Button<Action>(button, action: toAction)
      }
    }
  }
}

extension ConfirmationDialog {
  /// The dialog `state` describes: a button with an action sends
  /// `toAction(.presented(action))`, a button without one, or a tap outside the dialog,
  /// `toAction(.dismiss)`.
  init<DialogAction: Sendable>(
    _ state: ConfirmationDialogState<DialogAction>,
    action toAction: @escaping @Sendable (PresentationAction<DialogAction>) -> Action
  ) {
    self.init(state.title, message: state.message, onDismiss: { toAction(.dismiss) }) {
      for button in state.buttons {
        Button<Action>(button, action: toAction)
      }
    }
  }
}

extension Button {
  /// The button of an alert or dialog that `state` describes.
  init<PresentedAction: Sendable>(
    _ state: ButtonState<PresentedAction>,
    action toAction: @escaping @Sendable (PresentationAction<PresentedAction>) -> Action
  ) {
    let answer = state.action
    self.init(state.label, role: state.role.flatMap { TextUI.ButtonRole(rawValue: $0.rawValue) }) {
      toAction(answer.map { .presented($0) } ?? .dismiss)
    }
  }
}
