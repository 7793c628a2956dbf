import AuthClient

/// Why deleting the account failed, as the alert tells it.
public enum AccountDeletionFailure: String, Codable, CaseIterable, Hashable, Sendable {
  /// The device is offline.
  case noConnection
  /// The server no longer accepts the session's access token.
  case unauthorized
  /// Anything else went wrong.
  case unexpected

  /// The failure an error of the authentication client stands for.
  init(_ error: any Error) {
    switch error as? AuthError {
    case .noConnection: self = .noConnection
    case .unauthorized: self = .unauthorized
    case .emailTaken, .server, nil: self = .unexpected
    }
  }
}
