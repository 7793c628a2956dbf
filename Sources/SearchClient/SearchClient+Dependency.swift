import Dependencies

extension SearchClient: TestDependencyKey {
  /// A client whose every endpoint reports an issue and throws when called.
  public static let testValue = SearchClient()
}

extension DependencyValues {
  /// The search API.
  public var searchClient: SearchClient {
    get { self[SearchClient.self] }
    set { self[SearchClient.self] = newValue }
  }
}
