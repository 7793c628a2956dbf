/// Why the catalog could not be fetched. Mock behaviours name these by their raw values.
public enum TeaCatalogError: String, CaseIterable, Error, Sendable {
  /// The device is offline.
  case noConnection
  /// The server failed.
  case server
}
