import Foundation

/// The signed-in user as the server describes them.
public struct UserProfile: Codable, Hashable, Identifiable, Sendable {
  /// The server's identifier of the user.
  public var id: String
  /// The name shown on screens.
  public var name: String
  /// The email address the user signs in with.
  public var email: String
  /// Where the user's picture is, if they have one.
  public var avatarURL: URL?

  /// Makes a profile.
  public init(id: String, name: String, email: String, avatarURL: URL? = nil) {
    self.id = id
    self.name = name
    self.email = email
    self.avatarURL = avatarURL
  }
}
