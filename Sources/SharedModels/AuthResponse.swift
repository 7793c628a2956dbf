/// What the server answers when a user signs in or registers: the session's tokens and the
/// user's profile.
public struct AuthResponse: Codable, Hashable, Sendable {
  /// The new session's credentials.
  public var tokens: AuthTokens
  /// The signed-in user.
  public var profile: UserProfile

  /// Makes a response.
  public init(tokens: AuthTokens, profile: UserProfile) {
    self.tokens = tokens
    self.profile = profile
  }
}
