/// Why a ``SocialSignInClient`` sign-in did not complete. Mock behaviours name these by their raw
/// values.
public enum SocialSignInError: String, CaseIterable, Error, Sendable {
  /// The user closed the provider's sheet.
  case cancelled
  /// The provider or the server refused the sign-in.
  case failed
}
