import DependenciesMacros
import SharedModels

/// The profile API: the user's counts and edits to their profile.
@DependencyClient
public struct ProfileClient: Sendable {
  /// The user's posts, followers and following counts.
  public var fetchStats: @Sendable () async throws -> ProfileStats
  /// Saves a new name and email; answers the updated profile.
  public var updateProfile: @Sendable (_ name: String, _ email: String) async throws -> UserProfile
}
