import DependenciesMacros
import SharedModels

/// The activity feed API: the user's recent activity and their notifications.
@DependencyClient
public struct ActivityClient: Sendable {
  /// The user's recent activity, newest first.
  public var fetchRecentActivity: @Sendable () async throws -> [Activity]
  /// The user's notifications, newest first.
  public var fetchNotifications: @Sendable () async throws -> [AppNotification]
}
