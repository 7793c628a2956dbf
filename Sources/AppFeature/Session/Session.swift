import SharedModels

/// A signed-in session as the root keeps it: the user and the access token that deleting the
/// account sends.
public struct Session: Equatable, Sendable, Codable {
  /// The signed-in user.
  public var profile: UserProfile
  /// The session's access token, as stored in the keychain.
  public var accessToken: String

  /// Makes a session.
  public init(profile: UserProfile, accessToken: String) {
    self.profile = profile
    self.accessToken = accessToken
  }
}
