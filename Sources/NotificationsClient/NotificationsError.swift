/// Why asking for the notification permission failed: the system could not ask the user.
/// Mock behaviours name these by their raw values.
public enum NotificationsError: String, CaseIterable, Error, Sendable {
  /// The system's notification service did not answer.
  case unavailable
}
