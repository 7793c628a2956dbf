import MockKit
import SharedModels
import ValueCoding

extension ProfileClient {
  /// A client answered by `world`'s `profile` mock; every request is logged with its arguments.
  ///
  /// An update answers the configured profile with the name and email sent, as a server that
  /// saved them would.
  public static func mock(_ world: MockWorld) -> ProfileClient {
    let name = mockDescriptor.name
    return ProfileClient(
      fetchStats: {
        try await world.respond(
          name, "fetchStats", arguments: [:], as: ProfileStats.self, errors: ProfileError.self)
      },
      updateProfile: { newName, email in
        var profile = try await world.respond(
          name, "updateProfile", arguments: ["name": .string(newName), "email": .string(email)],
          as: UserProfile.self, errors: ProfileError.self)
        profile.name = newName
        profile.email = email
        return profile
      }
    )
  }

  /// The `profile` mock: by default 24 posts, 1,280 followers and 180 following after 300 ms,
  /// and updates saved after 500 ms to the account of Ada Lovelace.
  public static let mockDescriptor = MockDescriptor(
    "profile",
    summary: "The profile API.",
    endpoints: [
      MockEndpointDescriptor(
        "fetchStats", output: ProfileStats.self, errors: errorNames,
        default: .answer(["posts": 24, "followers": 1280, "following": 180], latency: .milliseconds(300)),
        summary: "Answers the user's posts, followers and following counts."),
      MockEndpointDescriptor(
        "updateProfile", arguments: ["name", "email"], output: UserProfile.self, errors: errorNames,
        default: .answer(
          [
            "id": "user-ada",
            "name": "Ada Lovelace",
            "email": "ada@example.com",
            "avatarURL": "https://example.com/avatars/ada.png",
          ],
          latency: .milliseconds(500)),
        summary: """
          Saves the name and email; answers the user's profile, whose name and email are replaced \
          by those sent.
          """),
    ],
    offlineError: ProfileError.noConnection.rawValue
  )

  private static let errorNames = ProfileError.allCases.map(\.rawValue)
}
