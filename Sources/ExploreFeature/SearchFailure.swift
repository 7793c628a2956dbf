import SearchClient

/// Why a search failed, as the screen tells it.
public enum SearchFailure: String, Codable, CaseIterable, Hashable, Sendable {
  /// The device is offline: "No internet connection".
  case noConnection
  /// Anything else went wrong: "Search failed. Please try again."
  case unavailable

  /// The failure an error of the search client stands for.
  init(_ error: any Error) {
    self = (error as? SearchError) == .noConnection ? .noConnection : .unavailable
  }
}
