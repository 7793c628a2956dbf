import Dependencies

extension KeychainClient: TestDependencyKey {
  /// A client whose every endpoint reports an issue and throws when called.
  public static let testValue = KeychainClient()
}

extension DependencyValues {
  /// The secure store for secrets.
  public var keychainClient: KeychainClient {
    get { self[KeychainClient.self] }
    set { self[KeychainClient.self] = newValue }
  }
}
