/// Why an ``AuthClient`` request failed. Mock behaviours name these by their raw values.
public enum AuthError: String, CaseIterable, Error, Sendable {
  /// The credentials or the token were not accepted.
  case unauthorized
  /// The device is offline.
  case noConnection
  /// An account with the email already exists.
  case emailTaken
  /// The server failed.
  case server
}
