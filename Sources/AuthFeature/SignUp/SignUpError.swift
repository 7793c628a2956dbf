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

  /// The fields the error is about: changing one of them clears it. A failed request is about
  /// the whole form.
  var fields: Set<SignUpField> {
    switch self {
    case .missingFields, .noConnection, .signUpFailed: Set(SignUpField.allCases)
    case .invalidEmailFormat, .emailTaken: [.email]
    case .passwordTooShort: [.password]
    case .passwordMismatch: [.password, .confirmPassword]
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
