/// Why a ``SearchClient`` search failed. Mock behaviours name these by their raw values.
public enum SearchError: String, CaseIterable, Error, Sendable {
  /// The device is offline.
  case noConnection
  /// The server failed.
  case server
}
