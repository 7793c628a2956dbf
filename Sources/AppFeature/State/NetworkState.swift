import SharedModels

/// The device's connectivity, the requests under way, and the last network error.
public struct NetworkState: Equatable, Sendable, Codable {
  /// Whether the internet can be reached; while it cannot, every screen shows "You're offline".
  public var isConnected: Bool
  /// The kind of network the device is on.
  public var connectionType: ConnectionType
  /// How many requests are under way, never below zero; while above zero a progress indicator
  /// shows.
  public var pendingRequestsCount: Int
  /// The message of the last network error, shown until dismissed.
  public var errorMessage: String?

  /// Makes the state; the defaults are online over Wi-Fi with nothing under way.
  public init(
    isConnected: Bool = true,
    connectionType: ConnectionType = .wifi,
    pendingRequestsCount: Int = 0,
    errorMessage: String? = nil
  ) {
    self.isConnected = isConnected
    self.connectionType = connectionType
    self.pendingRequestsCount = pendingRequestsCount
    self.errorMessage = errorMessage
  }
}
