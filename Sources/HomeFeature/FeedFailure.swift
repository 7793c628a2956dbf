import ActivityClient

/// Why a home feed failed to load, as the screen tells it.
public enum FeedFailure: String, Codable, CaseIterable, Hashable, Sendable {
  /// The device is offline: "No internet connection".
  case noConnection
  /// Anything else went wrong: "Couldn't load recent activity" or "Couldn't load
  /// notifications".
  case unavailable

  /// The failure an error of the activity client stands for.
  init(_ error: any Error) {
    self = (error as? ActivityError) == .noConnection ? .noConnection : .unavailable
  }
}
