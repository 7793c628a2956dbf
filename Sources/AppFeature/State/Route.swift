/// What the app presents at its root.
public enum Route: String, Codable, CaseIterable, Hashable, Sendable {
  /// The app has launched, or the update gate has lifted, and the saved session is being
  /// restored; a progress indicator shows.
  case launching
  /// A signed-out user who has not completed the onboarding sees it.
  case onboarding
  /// A signed-out user signs in (or signs up, or resets their password).
  case login
  /// A signed-in user sees the tab bar with Home, Explore, Profile and Settings.
  case main
  /// The latest known `min_app_version` is above the app's version: "Update required" blocks
  /// it until a config allows this version, and the app then starts over from ``launching``.
  case updateRequired
}
