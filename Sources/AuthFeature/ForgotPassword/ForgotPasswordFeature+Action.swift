import CasePaths

extension ForgotPasswordFeature {
  /// What happens on the Forgot Password screen.
  @CasePathable
  public enum Action: Equatable, Sendable, Decodable {
    /// The user edited the email field.
    case emailChanged(String)
    /// The user tapped "Send Reset Link": the email is validated, then the request starts.
    case sendResetLinkButtonTapped
    /// The server sent the reset link to this address.
    case resetLinkSent(to: String)
    /// The reset request failed; the error is shown.
    case resetRequestFailed(ForgotPasswordError)
  }
}
