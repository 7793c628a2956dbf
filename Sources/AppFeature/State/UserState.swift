import SharedModels

/// The user of the app: who is signed in, the preferences they chose, and whether they have
/// completed the onboarding on this device.
///
/// Encoded with the derived ``isAuthenticated`` beside the stored values, so that a journey can
/// read `user.isAuthenticated` as it reads `user.profile.email`.
public struct UserState: Equatable, Sendable, Codable {
  /// The signed-in user, or `nil` while signed out.
  public var profile: UserProfile?
  /// The preferences, restored from storage at launch and kept in sync with Settings.
  public var preferences: UserPreferences
  /// Whether the onboarding was completed (or skipped) on this device, restored at launch.
  public var hasCompletedOnboarding: Bool
  /// Whether the launch is asking the server for the profile of the user whose access token
  /// the device holds without their profile: a request under way, until the session is
  /// restored or the restore is replaced.
  public var isFetchingProfile: Bool

  /// Makes the state; the defaults are those of a fresh install, signed out.
  public init(
    profile: UserProfile? = nil,
    preferences: UserPreferences = UserPreferences(),
    hasCompletedOnboarding: Bool = false,
    isFetchingProfile: Bool = false
  ) {
    self.profile = profile
    self.preferences = preferences
    self.hasCompletedOnboarding = hasCompletedOnboarding
    self.isFetchingProfile = isFetchingProfile
  }

  /// Whether a user is signed in.
  public var isAuthenticated: Bool { profile != nil }

  private enum CodingKeys: String, CodingKey {
    case profile, isAuthenticated, preferences, hasCompletedOnboarding, isFetchingProfile
  }

  /// Decodes the stored values; `isAuthenticated`, being derived, is not read.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    profile = try container.decodeIfPresent(UserProfile.self, forKey: .profile)
    preferences = try container.decode(UserPreferences.self, forKey: .preferences)
    hasCompletedOnboarding = try container.decode(Bool.self, forKey: .hasCompletedOnboarding)
    isFetchingProfile = try container.decode(Bool.self, forKey: .isFetchingProfile)
  }

  /// Encodes the stored values and `isAuthenticated`; a signed-out user's profile is `null`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(profile, forKey: .profile)
    try container.encode(isAuthenticated, forKey: .isAuthenticated)
    try container.encode(preferences, forKey: .preferences)
    try container.encode(hasCompletedOnboarding, forKey: .hasCompletedOnboarding)
    try container.encode(isFetchingProfile, forKey: .isFetchingProfile)
  }
}
