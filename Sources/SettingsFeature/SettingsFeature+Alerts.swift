import ReducerCore

extension AlertState where Action == SettingsFeature.Action.Alert {
  /// The alert after a failed deletion: why it failed, "Try Again" and "OK".
  static func deletionFailed(
    _ failure: AccountDeletionFailure, _ strings: SettingsStrings
  ) -> Self {
    AlertState(
      title: strings.deletionFailedTitle,
      message: strings.message(for: failure),
      buttons: [
        ButtonState(strings.tryAgain, action: .tryDeletingAgainButtonTapped),
        ButtonState(strings.ok, role: .cancel),
      ]
    )
  }

  /// The alert when the support page could not be opened, giving its address instead.
  static func supportUnavailable(_ strings: SettingsStrings) -> Self {
    AlertState(
      title: strings.supportUnavailableTitle,
      message: strings.supportUnavailableMessage(SettingsFeature.supportURL.absoluteString),
      buttons: [ButtonState(strings.ok, role: .cancel)]
    )
  }

  /// The alert when a changed preference could not be stored.
  static func preferencesNotSaved(_ strings: SettingsStrings) -> Self {
    AlertState(
      title: strings.preferencesNotSavedTitle,
      message: strings.preferencesNotSavedMessage,
      buttons: [ButtonState(strings.ok, role: .cancel)]
    )
  }
}

extension ConfirmationDialogState where Action == SettingsFeature.Action.DeleteConfirmation {
  /// The dialog confirming the deletion: the warning, "Delete Account" and "Cancel".
  static func deleteAccount(_ strings: SettingsStrings) -> Self {
    ConfirmationDialogState(
      title: strings.deleteAccountQuestion,
      message: strings.deleteAccountWarning,
      buttons: [
        ButtonState(strings.deleteAccount, role: .destructive, action: .confirmButtonTapped),
        ButtonState(strings.cancel, role: .cancel),
      ]
    )
  }
}
