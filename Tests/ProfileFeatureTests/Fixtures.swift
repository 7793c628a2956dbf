import Foundation
import SharedModels

extension UserProfile {
  /// The signed-in user of most tests.
  static let ada = UserProfile(
    id: "user-ada", name: "Ada Lovelace", email: "ada@example.com",
    avatarURL: URL(string: "https://example.com/avatars/ada.png"))
}

extension ProfileStats {
  /// The counts the mock profile server answers by default.
  static let sample = ProfileStats(posts: 24, followers: 1_280, following: 180)
}

/// An error no client throws, standing for anything unexpected.
struct UnexpectedError: Error {}
