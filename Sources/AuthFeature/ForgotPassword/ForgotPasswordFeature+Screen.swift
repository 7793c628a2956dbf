import SharedModels
import TextUI

extension ForgotPasswordFeature {
  /// The Forgot Password screen in `language`.
  ///
  /// Before the link is sent: the key image, "Reset Password", the instructions, the "Email"
  /// field, the error if any, and "Send Reset Link" (with a progress indicator while sending;
  /// every control is disabled meanwhile). Once sent: the envelope image, "Check Your Email" and
  /// the confirmation naming the address.
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
    let isBusy = state.isSending
    return Screen(screenName) {
      if let address = state.linkSentTo {
        Image("envelope.badge")
        Heading(strings.checkYourEmail)
        Text(strings.resetLinkSent(address))
      } else {
        Image("key.fill")
        Heading(strings.resetPasswordHeading)
        Text(strings.resetInstructions)
        TextField(
          strings.emailLabel, text: state.email, placeholder: strings.emailPlaceholder,
          isDisabled: isBusy
        ) { .emailChanged($0) }
        if let error = state.error {
          ErrorMessage(error.message(strings))
        }
        Button(strings.sendResetLink, isDisabled: isBusy) { .sendResetLinkButtonTapped }
        if isBusy {
          ProgressIndicator(strings.sendingResetLink)
        }
      }
    }
  }
}
