/// Why a ``StorageClient`` call failed. Mock behaviours name these by their raw values.
public enum StorageError: String, CaseIterable, Error, Sendable {
  /// The storage cannot be read or written at all.
  case unavailable
  /// The device has no room left for what is being saved.
  case full
}
