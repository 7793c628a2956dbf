import Dependencies

extension SocialSignInClient: TestDependencyKey {
  /// A client whose every endpoint reports an issue and throws when called.
  public static let testValue = SocialSignInClient()
}

extension DependencyValues {
  /// Signing in through an identity provider.
  public var socialSignInClient: SocialSignInClient {
    get { self[SocialSignInClient.self] }
    set { self[SocialSignInClient.self] = newValue }
  }
}
