import SharedModels

/// The texts of the sign-in screens (Login, Sign Up, Forgot Password) in one language.
///
/// Screens read every visible text from here, so switching the language switches every text.
/// The English table holds the app's exact texts.
struct AuthStrings: Sendable {
  // MARK: Shared by the screens

  /// The label of every email field: "Email".
  let emailLabel: String
  /// The hint of every email field while empty: "Enter your email".
  let emailPlaceholder: String
  /// The label of the password fields: "Password".
  let passwordLabel: String
  /// The back button of the Sign Up and Forgot Password screens: "Back".
  let back: String
  /// Shown when an email does not look like an address: "Invalid email format".
  let invalidEmailFormat: String
  /// Shown when a request could not reach the server: "No internet connection".
  let noConnection: String

  // MARK: Login

  /// The Login screen's title: "Welcome Back".
  let welcomeBack: String
  /// The Login screen's subtitle: "Sign in to continue".
  let signInToContinue: String
  /// The hint of the Login password field: "Enter your password".
  let passwordPlaceholder: String
  /// The Remember Me switch: "Remember Me".
  let rememberMe: String
  /// The button that signs in with email and password: "Sign In".
  let signIn: String
  /// The progress indicator while signing in: "Signing in".
  let signingIn: String
  /// The divider between the email form and the social buttons: "or".
  let or: String
  /// The Apple sign-in button: "Continue with Apple".
  let continueWithApple: String
  /// The Google sign-in button: "Continue with Google".
  let continueWithGoogle: String
  /// The button that opens the Forgot Password screen: "Forgot Password?".
  let forgotPasswordButton: String
  /// The question before the Sign Up button: "Don't have an account?".
  let noAccountQuestion: String
  /// The button that opens the Sign Up screen: "Sign Up".
  let signUpButton: String
  /// Shown when the email or password is empty: "Please enter email and password".
  let missingCredentials: String
  /// Shown when the server rejects the credentials: "Invalid email or password".
  let invalidCredentials: String
  /// Shown for any other sign-in failure: "Login failed. Please try again.".
  let loginFailed: String
  /// Shown when the Apple sign-in fails.
  let appleSignInFailed: String
  /// Shown when the Google sign-in fails.
  let googleSignInFailed: String

  // MARK: Sign Up

  /// The Sign Up screen's navigation title.
  let signUpTitle: String
  /// The Sign Up screen's heading.
  let createAccountHeading: String
  /// The Sign Up screen's subtitle.
  let signUpSubtitle: String
  /// The label of the name field.
  let nameLabel: String
  /// The hint of the name field while empty.
  let namePlaceholder: String
  /// The hint of the Sign Up password field while empty.
  let newPasswordPlaceholder: String
  /// The label of the field repeating the password.
  let confirmPasswordLabel: String
  /// The hint of the field repeating the password while empty.
  let confirmPasswordPlaceholder: String
  /// What the strength indicator says, before the strength.
  let passwordStrength: String
  /// The strength of an easily guessed password.
  let weak: String
  /// The strength of a fair password.
  let medium: String
  /// The strength of a hard-to-guess password.
  let strong: String
  /// The button that registers.
  let createAccountButton: String
  /// The progress indicator while registering.
  let creatingAccount: String
  /// Shown when a Sign Up field is empty.
  let missingSignUpFields: String
  /// Shown when the password is shorter than the minimum.
  let passwordTooShort: String
  /// Shown when the two passwords differ.
  let passwordMismatch: String
  /// Shown when an account already uses the email.
  let emailTaken: String
  /// Shown for any other registration failure.
  let signUpFailed: String

  // MARK: Forgot Password

  /// The Forgot Password screen's navigation title.
  let forgotPasswordTitle: String
  /// The Forgot Password screen's heading.
  let resetPasswordHeading: String
  /// What the Forgot Password screen asks for.
  let resetInstructions: String
  /// The button that requests the reset link.
  let sendResetLink: String
  /// The progress indicator while requesting the reset link.
  let sendingResetLink: String
  /// The heading once the reset link is on its way.
  let checkYourEmail: String
  /// The confirmation naming the address the link went to.
  let resetLinkSent: @Sendable (_ email: String) -> String
  /// Shown when the Forgot Password email is empty.
  let missingEmail: String
  /// Shown when the reset request fails for another reason.
  let resetFailed: String
}

extension AuthStrings {
  /// The table of `language`.
  init(_ language: Language) {
    switch language {
    case .english: self = .english
    case .vietnamese: self = .vietnamese
    }
  }
}
