import DependenciesMacros

/// The device's storage of the person's preferences, kept across launches.
@DependencyClient
public struct PreferencesClient: Sendable {
  /// The strength saved last, or `nil` when none was ever saved.
  public var loadStrength: @Sendable () async throws -> Strength?
  /// Saves the strength, replacing the one saved before.
  public var saveStrength: @Sendable (_ strength: Strength) async throws -> Void
}
