import AuthClient

/// What went wrong on the Forgot Password screen, shown under the form in the screen's language.
public enum ForgotPasswordError: String, Codable, CaseIterable, Hashable, Sendable {
  /// The email is empty: "Please enter your email".
  case missingEmail
  /// The email is not shaped like an address: "Invalid email format".
  case invalidEmailFormat
  /// The device is offline: "No internet connection".
  case noConnection
  /// Any other failure: "Could not send the reset link. Please try again.".
  case resetFailed

  /// The error a failed reset request shows.
  init(_ error: any Error) {
    self = error as? AuthError == .noConnection ? .noConnection : .resetFailed
  }

  /// The message in `strings`' language.
  func message(_ strings: AuthStrings) -> String {
    switch self {
    case .missingEmail: strings.missingEmail
    case .invalidEmailFormat: strings.invalidEmailFormat
    case .noConnection: strings.noConnection
    case .resetFailed: strings.resetFailed
    }
  }
}
