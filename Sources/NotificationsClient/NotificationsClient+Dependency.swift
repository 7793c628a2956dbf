import Dependencies

extension NotificationsClient: TestDependencyKey {
  /// A client whose every endpoint reports an issue and throws when called.
  public static let testValue = NotificationsClient()
}

extension DependencyValues {
  /// The notification permission.
  public var notificationsClient: NotificationsClient {
    get { self[NotificationsClient.self] }
    set { self[NotificationsClient.self] = newValue }
  }
}
