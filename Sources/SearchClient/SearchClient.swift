import DependenciesMacros
import SharedModels

/// The search API behind the explore screen.
@DependencyClient
public struct SearchClient: Sendable {
  /// The items matching the query, best first.
  public var search: @Sendable (_ query: String) async throws -> [SearchResult]
}
