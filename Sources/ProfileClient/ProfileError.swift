/// Why a ``ProfileClient`` request failed. Mock behaviours name these by their raw values.
public enum ProfileError: String, CaseIterable, Error, Sendable {
  /// The server rejected the email address.
  case invalidEmail
  /// The device is offline.
  case noConnection
  /// The server failed.
  case server
}
