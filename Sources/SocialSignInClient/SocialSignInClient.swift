import DependenciesMacros
import SharedModels

/// Signing in through an identity provider: the provider asks the user, then the server signs
/// the account in.
@DependencyClient
public struct SocialSignInClient: Sendable {
  /// Signs in with `provider`; fails with ``SocialSignInError/cancelled`` when the user backs out.
  public var signIn: @Sendable (_ provider: SignInProvider) async throws -> AuthResponse
}
