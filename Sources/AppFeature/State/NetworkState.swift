import SharedModels

/// The device's connectivity and the last network error. The requests under way are counted
/// from the features' states, as ``AppFeature/State/pendingRequestsCount``, and encoded here
/// beside these values.
public struct NetworkState: Equatable, Sendable, Codable {
  /// Whether the internet can be reached; while it cannot, every screen shows "You're offline".
  public var isConnected: Bool
  /// The kind of network the device is on.
  public var connectionType: ConnectionType
  /// The message of the last request that failed for want of a network, in the language of
  /// the moment it failed, shown until dismissed.
  public var errorMessage: String?

  /// Makes the state; the defaults are online over Wi-Fi without error.
  public init(
    isConnected: Bool = true,
    connectionType: ConnectionType = .wifi,
    errorMessage: String? = nil
  ) {
    self.isConnected = isConnected
    self.connectionType = connectionType
    self.errorMessage = errorMessage
  }
}
