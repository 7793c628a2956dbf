import AuthClient
import Dependencies
import KeychainClient
import SharedModels

/// Finishes a sign-in once the server has issued a session's tokens: stores them in the keychain
/// and, for an email sign-in, fetches the user's profile with the access token.
///
/// If a step fails, the tokens already stored are deleted again, so that a failed sign-in never
/// leaves half a session behind.
struct SessionStarter: Sendable {
  let authClient: AuthClient
  let keychainClient: KeychainClient

  init(authClient: AuthClient, keychainClient: KeychainClient) {
    self.authClient = authClient
    self.keychainClient = keychainClient
  }

  /// The starter of the clients `dependencies` hold.
  init(_ dependencies: DependencyValues) {
    self.init(authClient: dependencies.authClient, keychainClient: dependencies.keychainClient)
  }

  /// Stores the tokens of `response` and returns its profile, as after a sign-up or a sign-in
  /// with Apple or Google, whose answer already describes the user.
  ///
  /// - Throws: ``SessionStartFailure`` when the tokens cannot be stored; `CancellationError` when
  ///   cancelled.
  func start(with response: AuthResponse) async throws -> UserProfile {
    try await rollingBack {
      try await store(response.tokens)
      return response.profile
    }
  }

  /// Stores `tokens` and returns the profile the server answers for them, as after an email
  /// sign-in.
  ///
  /// - Throws: ``SessionStartFailure`` when a step fails; `CancellationError` when cancelled.
  func startFetchingProfile(with tokens: AuthTokens) async throws -> UserProfile {
    try await rollingBack {
      try await store(tokens)
      return try await authClient.fetchProfile(accessToken: tokens.accessToken)
    }
  }

  private func store(_ tokens: AuthTokens) async throws {
    try await keychainClient.save(key: SessionKeychainKeys.accessToken, value: tokens.accessToken)
    try await keychainClient.save(
      key: SessionKeychainKeys.refreshToken, value: tokens.refreshToken)
  }

  /// Runs `steps`; when they fail other than by cancellation, deletes the stored tokens and
  /// throws a ``SessionStartFailure``.
  private func rollingBack(
    _ steps: () async throws -> UserProfile
  ) async throws -> UserProfile {
    do {
      return try await steps()
    } catch is CancellationError {
      throw CancellationError()
    } catch {
      await forgetTokens()
      throw SessionStartFailure(isOffline: error as? AuthError == .noConnection)
    }
  }

  /// Deletes whatever tokens the failed attempt stored. A deletion that fails leaves nothing worse
  /// than the failed sign-in itself, so its error is not reported over the sign-in's.
  private func forgetTokens() async {
    try? await keychainClient.delete(key: SessionKeychainKeys.accessToken)
    try? await keychainClient.delete(key: SessionKeychainKeys.refreshToken)
  }
}
