import AuthClient

/// What went wrong on the Sign Up screen, shown under the form in the screen's language.
public enum SignUpError: String, Codable, CaseIterable, Hashable, Sendable {
  /// A field is empty: "Please fill in all fields".
  case missingFields
  /// The email is not shaped like an address: "Invalid email format".
  case invalidEmailFormat
  /// The password is shorter than ``SignUpFeature/minimumPasswordLength``: "Password must be at
  /// least 8 characters".
  case passwordTooShort
  /// The confirmation differs from the password: "Passwords do not match".
  case passwordMismatch
  /// An account already uses the email: "An account with this email already exists".
  case emailTaken
  /// The device is offline: "No internet connection".
  case noConnection
  /// Any other failure: "Sign up failed. Please try again.".
  case signUpFailed

  /// The error a failed registration shows.
  init(_ error: any Error) {
    switch error {
    case AuthError.emailTaken: self = .emailTaken
    case AuthError.noConnection: self = .noConnection
    default: self = .signUpFailed
    }
  }

  /// The message in `strings`' language.
  func message(_ strings: AuthStrings) -> String {
    switch self {
    case .missingFields: strings.missingSignUpFields
    case .invalidEmailFormat: strings.invalidEmailFormat
    case .passwordTooShort: strings.passwordTooShort
    case .passwordMismatch: strings.passwordMismatch
    case .emailTaken: strings.emailTaken
    case .noConnection: strings.noConnection
    case .signUpFailed: strings.signUpFailed
    }
  }
}
