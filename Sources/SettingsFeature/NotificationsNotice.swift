/// Why Settings tells the user notifications stay off after they tried to turn them on.
public enum NotificationsNotice: String, Codable, CaseIterable, Hashable, Sendable {
  /// The system did not allow notifications.
  case denied
  /// Asking the system for the permission failed.
  case requestFailed
}
