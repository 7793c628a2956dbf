/// Why a ``RemoteConfigClient`` fetch failed. Mock behaviours name these by their raw values.
public enum RemoteConfigError: String, CaseIterable, Error, Sendable {
  /// The device is offline.
  case noConnection
  /// The service failed.
  case server
}
