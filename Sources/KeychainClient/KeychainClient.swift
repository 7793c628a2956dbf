import DependenciesMacros

/// The system's secure store for secrets such as session tokens: text under string keys, kept
/// across launches of the app.
@DependencyClient
public struct KeychainClient: Sendable {
  /// The text stored under the key, or `nil`.
  public var load: @Sendable (_ key: String) async throws -> String?
  /// Stores the text under the key, replacing what was there.
  public var save: @Sendable (_ key: String, _ value: String) async throws -> Void
  /// Removes what is stored under the key, if anything.
  public var delete: @Sendable (_ key: String) async throws -> Void
}
