import AuthClient
import Dependencies
import KeychainClient
import SharedModels
import Testing

@testable import AuthFeature

@Suite struct SessionStarterTests {
  private static func starter(_ configure: (inout DependencyValues) -> Void) -> SessionStarter {
    withDependencies {
      configure(&$0)
    } operation: {
      @Dependency(\.authClient) var authClient
      @Dependency(\.keychainClient) var keychainClient
      return SessionStarter(authClient: authClient, keychainClient: keychainClient)
    }
  }

  @Test func storesTheTokensThenFetchesTheProfile() async throws {
    let log = CallLog()
    let starter = Self.starter { $0.serveAda(log: log) }
    #expect(try await starter.startFetchingProfile(with: adaTokens) == ada)
    #expect(log.entries == adaSessionCalls)
  }

  @Test func storesTheTokensOfAnAnswerAndKeepsItsProfile() async throws {
    let log = CallLog()
    let starter = Self.starter { $0.serveAda(log: log) }
    #expect(try await starter.start(with: adaResponse) == adaAsAnswered)
    #expect(log.entries == adaTokenCalls)
  }

  @Test func aProfileFetchedOfflineFailsAsOfflineAndForgetsTheTokens() async {
    let log = CallLog()
    let starter = Self.starter {
      $0.serveAda(log: log)
      $0.authClient.fetchProfile = { _ in throw AuthError.noConnection }
    }
    await #expect(throws: SessionStartFailure(isOffline: true)) {
      try await starter.startFetchingProfile(with: adaTokens)
    }
    #expect(
      log.entries == [
        "keychain.save accessToken=access-token-ada",
        "keychain.save refreshToken=refresh-token-ada",
        "keychain.delete accessToken",
        "keychain.delete refreshToken",
      ])
  }

  @Test func aRefreshTokenThatCannotBeStoredFailsAndForgetsTheAccessToken() async {
    let log = CallLog()
    let starter = Self.starter {
      $0.serveAda(log: log)
      $0.keychainClient.save = { key, value in
        log.record("keychain.save \(key)=\(value)")
        if key == SessionKeychainKeys.refreshToken { throw UnexpectedFailure() }
      }
    }
    await #expect(throws: SessionStartFailure(isOffline: false)) {
      try await starter.startFetchingProfile(with: adaTokens)
    }
    #expect(
      log.entries == [
        "keychain.save accessToken=access-token-ada",
        "keychain.save refreshToken=refresh-token-ada",
        "keychain.delete accessToken",
        "keychain.delete refreshToken",
      ])
  }

  @Test func cancellationIsNotTurnedIntoAFailure() async {
    let log = CallLog()
    let starter = Self.starter {
      $0.serveAda(log: log)
      $0.authClient.fetchProfile = { _ in throw CancellationError() }
    }
    await #expect(throws: CancellationError.self) {
      try await starter.startFetchingProfile(with: adaTokens)
    }
    #expect(log.entries == Array(adaSessionCalls.prefix(2)))
  }
}
