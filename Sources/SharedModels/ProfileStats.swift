/// The counts shown under the profile header.
public struct ProfileStats: Codable, Hashable, Sendable {
  /// How many posts the user has published.
  public var posts: Int
  /// How many people follow the user.
  public var followers: Int
  /// How many people the user follows.
  public var following: Int

  /// Makes stats.
  public init(posts: Int, followers: Int, following: Int) {
    self.posts = posts
    self.followers = followers
    self.following = following
  }
}
