import SharedModels

/// What a launch finds on the device: the preferences, whether the onboarding was completed, the
/// signed-in session, if one survives, and the minimum version that blocked the last launch.
public struct RestoredSession: Equatable, Sendable, Codable {
  /// The stored preferences, or the defaults when none are stored or they cannot be read.
  public var preferences: UserPreferences
  /// Whether the onboarding was completed on this device.
  public var hasCompletedOnboarding: Bool
  /// The session, or `nil` when the user is signed out.
  public var session: Session?
  /// The oldest version allowed to run that an earlier launch stored because it was above the
  /// app's version, or `nil` when none is stored or it cannot be read.
  public var minAppVersion: AppVersion?
  /// Whether the profile was asked of the server and the device could not reach it: the user
  /// is signed out for this launch, the tokens stay for the next one, and the app shows its
  /// network error.
  public var isProfileUnreachable: Bool

  /// Makes a restored session.
  public init(
    preferences: UserPreferences = UserPreferences(),
    hasCompletedOnboarding: Bool = false,
    session: Session? = nil,
    minAppVersion: AppVersion? = nil,
    isProfileUnreachable: Bool = false
  ) {
    self.preferences = preferences
    self.hasCompletedOnboarding = hasCompletedOnboarding
    self.session = session
    self.minAppVersion = minAppVersion
    self.isProfileUnreachable = isProfileUnreachable
  }
}
