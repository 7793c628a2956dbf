import SharedModels

/// What a launch finds on the device: the preferences, whether the onboarding was completed, and
/// the signed-in session, if one survives.
public struct RestoredSession: Equatable, Sendable, Codable {
  /// The stored preferences, or the defaults when none are stored or they cannot be read.
  public var preferences: UserPreferences
  /// Whether the onboarding was completed on this device.
  public var hasCompletedOnboarding: Bool
  /// The session, or `nil` when the user is signed out.
  public var session: Session?

  /// Makes a restored session.
  public init(
    preferences: UserPreferences = UserPreferences(),
    hasCompletedOnboarding: Bool = false,
    session: Session? = nil
  ) {
    self.preferences = preferences
    self.hasCompletedOnboarding = hasCompletedOnboarding
    self.session = session
  }
}
