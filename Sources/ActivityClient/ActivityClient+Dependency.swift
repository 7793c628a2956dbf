import Dependencies

extension ActivityClient: TestDependencyKey {
  /// A client whose every endpoint reports an issue and throws when called.
  public static let testValue = ActivityClient()
}

extension DependencyValues {
  /// The activity feed API.
  public var activityClient: ActivityClient {
    get { self[ActivityClient.self] }
    set { self[ActivityClient.self] = newValue }
  }
}
