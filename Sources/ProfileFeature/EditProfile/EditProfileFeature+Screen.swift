import TextUI

extension EditProfileFeature {
  /// The Edit Profile sheet: a navigation bar with "Cancel" and "Save" (enabled once a field
  /// changed), the Name and Email fields, the message of a form error or a failed save, and a
  /// progress indicator while saving. Nothing can be edited or cancelled while saving.
  public static func screen(_ state: State) -> Screen<Action> {
    switch state.language {
    case .english: screen(state, .english)
    case .vietnamese: screen(state, .vietnamese)
    }
  }

  /// The screen with the strings of `strings`, the table of its language lent as stored: a copy
  /// of the table would retain and release each of its strings.
  private static func screen(_ state: State, _ strings: ProfileStrings) -> Screen<Action> {
    return Screen("Edit Profile") {
      NavigationBar(strings.editProfile) {
        Button(strings.cancel, role: .cancel, isDisabled: state.isSaving) { .cancelButtonTapped }
        Button(strings.save, isDisabled: !state.canSave) { .saveButtonTapped }
      }
      TextField(
        strings.nameLabel, text: state.name, placeholder: strings.namePlaceholder,
        isDisabled: state.isSaving
      ) { .nameChanged($0) }
      TextField(
        strings.emailLabel, text: state.email, placeholder: strings.emailPlaceholder,
        isDisabled: state.isSaving
      ) { .emailChanged($0) }
      if let formError = state.formError {
        ErrorMessage(strings.message(for: formError))
      }
      if let failure = state.failure {
        ErrorMessage(strings.saveMessage(for: failure))
      }
      if state.isSaving {
        ProgressIndicator(strings.saving)
      }
    }
  }
}
