import DependenciesMacros

/// The tea shop's catalog API.
@DependencyClient
public struct TeaCatalogClient: Sendable {
  /// Every tea the shop sells, in the order it lists them.
  public var teas: @Sendable () async throws -> [Tea]
}
