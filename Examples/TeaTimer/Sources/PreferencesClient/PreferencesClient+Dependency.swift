import Dependencies

extension PreferencesClient: TestDependencyKey {
  /// A client whose every endpoint reports an issue and throws when called.
  public static let testValue = PreferencesClient()
}

extension DependencyValues {
  /// The storage of the person's preferences.
  public var preferencesClient: PreferencesClient {
    get { self[PreferencesClient.self] }
    set { self[PreferencesClient.self] = newValue }
  }
}
