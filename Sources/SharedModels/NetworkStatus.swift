/// The device's connectivity as the network monitor reports it.
public struct NetworkStatus: Codable, Hashable, Sendable {
  /// Whether the internet can be reached.
  public var isConnected: Bool
  /// The kind of network the device is on.
  public var connectionType: ConnectionType

  /// Makes a status.
  public init(isConnected: Bool, connectionType: ConnectionType) {
    self.isConnected = isConnected
    self.connectionType = connectionType
  }
}
