import DependenciesMacros
import SharedModels

/// The remote config service, which switches features on and off without an app update.
@DependencyClient
public struct RemoteConfigClient: Sendable {
  /// The current config.
  public var fetch: @Sendable () async throws -> RemoteConfig
}
