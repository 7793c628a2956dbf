import CasePaths
import ReducerCore
import SharedModels
import SocialSignInClient

extension LoginFeature {
  /// What happens on the Login screen and the screens it pushes.
  @CasePathable
  public enum Action: Equatable, Sendable, Decodable {
    /// The screen appeared: the remembered email, if any, is loaded to prefill the form. An
    /// email that cannot be read leaves the form as it is.
    case onAppear
    /// The remembered email was loaded; it fills the email field unless the user typed first.
    case rememberedEmailLoaded(String)
    /// The user edited the email field.
    case emailChanged(String)
    /// The user edited the password field.
    case passwordChanged(String)
    /// The user switched Remember Me.
    case rememberMeToggled(Bool)
    /// The user tapped "Sign In": the form is validated, then the email sign-in starts.
    case signInButtonTapped
    /// The user tapped "Continue with Apple" or "Continue with Google".
    case socialSignInButtonTapped(SignInProvider)
    /// A sign-in finished: the tokens are in the keychain and this is the user's profile.
    case signInSucceeded(UserProfile)
    /// A sign-in failed; the error is shown.
    case signInFailed(LoginError)
    /// The user cancelled the Apple or Google sign-in; the screen stays as it was, without error.
    case socialSignInCancelled
    /// The user tapped "Forgot Password?": the Forgot Password screen is pushed.
    case forgotPasswordButtonTapped
    /// The user tapped "Sign Up": the Sign Up screen is pushed.
    case signUpButtonTapped
    /// The pushed screen did something, or the user went back from it (`.dismiss`).
    case destination(PresentationAction<Destination.Action>)
    /// Tells the parent what happened; the Login feature itself ignores these.
    case delegate(Delegate)

    /// What the Login feature tells its parent.
    @CasePathable
    public enum Delegate: Equatable, Sendable, Decodable {
      /// The user signed in (on Login, with Apple or Google, or by signing up): the session's
      /// tokens are in the keychain and this is their profile.
      case signedIn(UserProfile)
      /// An email sign-in with Remember Me on could not store the email, so the next launch
      /// does not fill it in; ``signedIn(_:)`` follows.
      case emailNotRemembered
      /// An email sign-in with Remember Me off could not remove the remembered email, so the
      /// next launch may still fill it in; ``signedIn(_:)`` follows.
      case emailNotForgotten
    }
  }
}
