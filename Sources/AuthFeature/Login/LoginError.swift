import AuthClient
import SocialSignInClient

/// What went wrong on the Login screen, shown under the form in the screen's language.
public enum LoginError: Codable, Equatable, Hashable, Sendable {
  /// The email or the password is empty: "Please enter email and password".
  case missingCredentials
  /// The email is not shaped like an address: "Invalid email format".
  case invalidEmailFormat
  /// The server rejected the email and password: "Invalid email or password".
  case invalidCredentials
  /// The device is offline: "No internet connection".
  case noConnection
  /// Any other failure: "Login failed. Please try again.".
  case loginFailed
  /// The identity provider refused the sign-in.
  case socialSignInFailed(SignInProvider)

  /// The error a failed email sign-in shows: the server's rejection of the credentials, being
  /// offline, or any other failure.
  init(emailSignInError error: any Error) {
    switch error {
    case AuthError.unauthorized: self = .invalidCredentials
    case AuthError.noConnection: self = .noConnection
    case let failure as SessionStartFailure where failure.isOffline: self = .noConnection
    default: self = .loginFailed
    }
  }

  /// The error a failed sign-in with `provider` shows, or `nil` when the user cancelled it, which
  /// is no error at all.
  init?(socialSignInError error: any Error, provider: SignInProvider) {
    switch error {
    case SocialSignInError.cancelled: return nil
    case SocialSignInError.failed: self = .socialSignInFailed(provider)
    default: self = .loginFailed
    }
  }

  /// The message in `strings`' language.
  func message(_ strings: AuthStrings) -> String {
    switch self {
    case .missingCredentials: strings.missingCredentials
    case .invalidEmailFormat: strings.invalidEmailFormat
    case .invalidCredentials: strings.invalidCredentials
    case .noConnection: strings.noConnection
    case .loginFailed: strings.loginFailed
    case .socialSignInFailed(.apple): strings.appleSignInFailed
    case .socialSignInFailed(.google): strings.googleSignInFailed
    }
  }
}
