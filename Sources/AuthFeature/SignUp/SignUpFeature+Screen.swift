import SharedModels
import TextUI

extension SignUpFeature {
  /// The Sign Up form in `language`: "Create Account", its subtitle, the "Name", "Email",
  /// "Password" and "Confirm Password" fields, the password strength once a password is typed,
  /// the error if any, and "Create Account" (with a progress indicator while registering). While
  /// registering every control is disabled.
  ///
  /// Login shows it under a navigation bar with a back button.
  public static func screen(_ state: State, language: Language) -> Screen<Action> {
    switch language {
    case .english: screen(state, .english)
    case .vietnamese: screen(state, .vietnamese)
    }
  }

  /// The screen with the strings of `strings`, the table of its language lent as stored: a copy
  /// of the table would retain and release each of its strings.
  private static func screen(_ state: State, _ strings: AuthStrings) -> Screen<Action> {
    let isBusy = state.isRegistering
    return Screen(screenName) {
      Heading(strings.createAccountHeading)
      Text(strings.signUpSubtitle)
      TextField(
        strings.nameLabel, text: state.name, placeholder: strings.namePlaceholder,
        isDisabled: isBusy
      ) { .nameChanged($0) }
      TextField(
        strings.emailLabel, text: state.email, placeholder: strings.emailPlaceholder,
        isDisabled: isBusy
      ) { .emailChanged($0) }
      SecureField(
        strings.passwordLabel, text: state.password, placeholder: strings.newPasswordPlaceholder,
        isDisabled: isBusy
      ) { .passwordChanged($0) }
      if let strength = state.passwordStrength {
        Text("\(strings.passwordStrength): \(strength.name(strings))")
      }
      SecureField(
        strings.confirmPasswordLabel, text: state.confirmPassword,
        placeholder: strings.confirmPasswordPlaceholder, isDisabled: isBusy
      ) { .confirmPasswordChanged($0) }
      if let error = state.error {
        ErrorMessage(error.message(strings))
      }
      Button(strings.createAccountButton, isDisabled: isBusy) { .createAccountButtonTapped }
      if isBusy {
        ProgressIndicator(strings.creatingAccount)
      }
    }
  }
}
