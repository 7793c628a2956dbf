/// Why an ``ActivityClient`` request failed. Mock behaviours name these by their raw values.
public enum ActivityError: String, CaseIterable, Error, Sendable {
  /// The device is offline.
  case noConnection
  /// The server failed.
  case server
}
