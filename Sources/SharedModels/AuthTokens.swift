/// The credentials a signed-in session holds: a short-lived access token sent with requests and
/// the refresh token that renews it.
public struct AuthTokens: Codable, Hashable, Sendable {
  /// The token sent with authenticated requests.
  public var accessToken: String
  /// The token that obtains a new access token.
  public var refreshToken: String

  /// Makes a pair of tokens.
  public init(accessToken: String, refreshToken: String) {
    self.accessToken = accessToken
    self.refreshToken = refreshToken
  }
}
