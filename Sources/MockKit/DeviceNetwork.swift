/// The network the device is in: none, or the kind of its connection. The ``MockWorld`` holds
/// it, so that a relaunch of the app finds the device where it was.
public enum DeviceNetwork: Hashable, Sendable, CaseIterable {
  /// No network: endpoints reached over the network fail with their mock's
  /// ``MockDescriptor/offlineError``.
  case offline
  /// Connected over Wi-Fi.
  case wifi
  /// Connected over a cellular network.
  case cellular
  /// Connected over Ethernet.
  case ethernet
}
