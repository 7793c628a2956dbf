import Dependencies

extension RemoteConfigClient: TestDependencyKey {
  /// A client whose every endpoint reports an issue and throws when called.
  public static let testValue = RemoteConfigClient()
}

extension DependencyValues {
  /// The remote config service.
  public var remoteConfigClient: RemoteConfigClient {
    get { self[RemoteConfigClient.self] }
    set { self[RemoteConfigClient.self] = newValue }
  }
}
