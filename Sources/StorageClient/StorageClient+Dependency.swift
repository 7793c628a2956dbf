import Dependencies

extension StorageClient: TestDependencyKey {
  /// A client whose every endpoint reports an issue and throws when called.
  public static let testValue = StorageClient()
}

extension DependencyValues {
  /// The app's key-value storage.
  public var storageClient: StorageClient {
    get { self[StorageClient.self] }
    set { self[StorageClient.self] = newValue }
  }
}
