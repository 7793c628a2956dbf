/// The colour scheme the user picked: following the system, or always light or dark.
public enum Theme: String, Codable, CaseIterable, Hashable, Sendable {
  /// Follow the system's appearance.
  case auto
  /// Always light.
  case light
  /// Always dark.
  case dark
}
