import JourneyModel
import MockKit

extension DeviceNetwork {
  /// The world's network for the condition a journey names, in `given.network` or a `network`
  /// step.
  public init(_ condition: NetworkCondition) {
    self =
      switch condition {
      case .offline: .offline
      case .wifi: .wifi
      case .cellular: .cellular
      case .ethernet: .ethernet
      }
  }
}
