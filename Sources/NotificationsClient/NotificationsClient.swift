import DependenciesMacros

/// The system's notification permission.
@DependencyClient
public struct NotificationsClient: Sendable {
  /// Asks the user to allow notifications; answers whether they are allowed.
  public var requestAuthorization: @Sendable () async throws -> Bool
}
