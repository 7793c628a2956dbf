import Dependencies

extension TeaCatalogClient: TestDependencyKey {
  /// A client whose every endpoint reports an issue and throws when called.
  public static let testValue = TeaCatalogClient()
}

extension DependencyValues {
  /// The tea shop's catalog API.
  public var teaCatalogClient: TeaCatalogClient {
    get { self[TeaCatalogClient.self] }
    set { self[TeaCatalogClient.self] = newValue }
  }
}
