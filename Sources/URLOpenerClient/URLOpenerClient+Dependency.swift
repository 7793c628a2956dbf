import Dependencies

extension URLOpenerClient: TestDependencyKey {
  /// A client whose every endpoint reports an issue and throws when called.
  public static let testValue = URLOpenerClient()
}

extension DependencyValues {
  /// Opening links outside the app.
  public var urlOpenerClient: URLOpenerClient {
    get { self[URLOpenerClient.self] }
    set { self[URLOpenerClient.self] = newValue }
  }
}
