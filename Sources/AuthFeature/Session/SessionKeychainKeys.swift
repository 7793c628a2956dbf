/// The keychain keys under which a signed-in session's tokens are kept. The sign-in screens save
/// the tokens there; whoever restores or ends the session reads and deletes the same keys.
public enum SessionKeychainKeys {
  /// The key of the access token.
  public static let accessToken = "accessToken"
  /// The key of the refresh token.
  public static let refreshToken = "refreshToken"
}
