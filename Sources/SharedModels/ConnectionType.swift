/// How the device reaches the network.
public enum ConnectionType: String, Codable, CaseIterable, Hashable, Sendable {
  /// A Wi-Fi network.
  case wifi
  /// A mobile data network.
  case cellular
  /// A wired network.
  case ethernet
  /// No network at all.
  case none
}
