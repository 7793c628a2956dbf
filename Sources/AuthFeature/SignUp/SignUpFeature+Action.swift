import CasePaths
import SharedModels

extension SignUpFeature {
  /// What happens on the Sign Up screen.
  @CasePathable
  public enum Action: Equatable, Sendable, Decodable {
    /// The user edited the name field.
    case nameChanged(String)
    /// The user edited the email field.
    case emailChanged(String)
    /// The user edited the password field.
    case passwordChanged(String)
    /// The user edited the field repeating the password.
    case confirmPasswordChanged(String)
    /// The user tapped "Create Account": the form is validated, then the registration starts.
    case createAccountButtonTapped
    /// The account was created and its tokens are in the keychain; this is its profile.
    case registrationSucceeded(UserProfile)
    /// The registration failed; the error is shown.
    case registrationFailed(SignUpError)
    /// Tells the parent what happened; the Sign Up feature itself ignores these.
    case delegate(Delegate)

    /// What the Sign Up feature tells its parent.
    @CasePathable
    public enum Delegate: Equatable, Sendable, Decodable {
      /// The new account is signed in with this profile.
      case signedIn(UserProfile)
    }
  }
}
