import MockKit
import SharedModels
import ValueCoding

extension RemoteConfigClient {
  /// A client answered by `world`'s `remoteConfig` mock; every fetch is logged.
  public static func mock(_ world: MockWorld) -> RemoteConfigClient {
    RemoteConfigClient(
      fetch: {
        try await world.respond(
          mockDescriptor.name, "fetch", arguments: [:], as: RemoteConfig.self,
          errors: RemoteConfigError.self)
      }
    )
  }

  /// The `remoteConfig` mock: by default the payload arrives after one second, with onboarding,
  /// analytics and push notifications on, the new UI off, and 1.0.0 as the oldest allowed version.
  public static let mockDescriptor = MockDescriptor(
    "remoteConfig",
    summary: "The remote config service.",
    endpoints: [
      MockEndpointDescriptor(
        "fetch", output: RemoteConfig.self, errors: RemoteConfigError.allCases.map(\.rawValue),
        default: .answer(
          [
            "show_onboarding": true,
            "enable_analytics": true,
            "enable_push_notifications": true,
            "feature_new_ui": false,
            "min_app_version": "1.0.0",
          ],
          latency: .seconds(1)),
        summary: """
          Answers the config payload: show_onboarding, enable_analytics, enable_push_notifications, \
          feature_new_ui, min_app_version; keys left out keep the app's defaults.
          """)
    ],
    offlineError: RemoteConfigError.noConnection.rawValue
  )
}
