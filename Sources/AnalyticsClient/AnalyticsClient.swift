import DependenciesMacros

/// The analytics service, which records what users do.
@DependencyClient
public struct AnalyticsClient: Sendable {
  /// Records an event.
  public var track: @Sendable (AnalyticsEvent) async throws -> Void
}
