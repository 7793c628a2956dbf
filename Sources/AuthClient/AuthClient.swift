import DependenciesMacros
import SharedModels

/// The authentication API: signing in and up, password resets, the signed-in user's profile, and
/// closing the session or the account.
@DependencyClient
public struct AuthClient: Sendable {
  /// Signs in with an email and a password; fails with ``AuthError/unauthorized`` when they do
  /// not match an account.
  public var login: @Sendable (_ email: String, _ password: String) async throws -> AuthResponse
  /// Creates an account and signs it in; fails with ``AuthError/emailTaken`` when the email
  /// already has one.
  public var register:
    @Sendable (_ name: String, _ email: String, _ password: String) async throws -> AuthResponse
  /// Sends a password reset link to the email.
  public var requestPasswordReset: @Sendable (_ email: String) async throws -> Void
  /// The profile of the user the access token belongs to.
  public var fetchProfile: @Sendable (_ accessToken: String) async throws -> UserProfile
  /// Deletes the account the access token belongs to.
  public var deleteAccount: @Sendable (_ accessToken: String) async throws -> Void
  /// Ends the session on the server.
  public var logout: @Sendable () async throws -> Void
}
