/// An identity provider the user can sign in with.
public enum SignInProvider: String, CaseIterable, Codable, Hashable, Sendable {
  /// Sign in with Apple.
  case apple
  /// Sign in with Google.
  case google
}
