/// A step of the "Get Started" guide. Choosing one asks the parent to take the user where the
/// step is done.
public enum GetStartedStep: String, Codable, CaseIterable, Hashable, Sendable {
  /// Fill in the profile: the parent shows Profile.
  case completeProfile
  /// Look around for topics: the parent shows Explore.
  case exploreTopics
  /// Turn notifications on: the parent shows Settings.
  case turnOnNotifications
}
