import AuthClient
import Clocks
import Dependencies
import Foundation
import MockKit
import SharedModels
import Testing
import ValueCoding

@Suite struct AuthClientTests {
  let world = MockWorld(catalog: MockCatalog([AuthClient.mockDescriptor]))
  let clock = ImmediateClock()

  static let ada = UserProfile(
    id: "user-ada", name: "Ada Lovelace", email: "ada@example.com",
    avatarURL: URL(string: "https://example.com/avatars/ada.png"))
  static let adaTokens = AuthTokens(accessToken: "access-token-ada", refreshToken: "refresh-token-ada")

  /// The virtual time the calls took.
  var elapsed: Duration {
    ImmediateClock<Duration>.Instant().duration(to: clock.now)
  }

  func withMock<T>(_ operation: (AuthClient) async throws -> T) async throws -> T {
    let client = AuthClient.mock(world)
    return try await withDependencies {
      $0.continuousClock = clock
    } operation: {
      try await operation(client)
    }
  }

  @Test func loginSignsInAdaByDefaultAfterHalfASecond() async throws {
    let response = try await withMock { try await $0.login(email: "ada@example.com", password: "secret") }
    #expect(response == AuthResponse(tokens: Self.adaTokens, profile: Self.ada))
    #expect(elapsed == .milliseconds(500))
    #expect(
      world.calls == [
        MockCall(mock: "auth", endpoint: "login", arguments: ["email": "ada@example.com", "password": "secret"])
      ])
  }

  @Test func loginAnswersWhatTheJourneyConfigures() async throws {
    try world.configure(
      "auth", "login",
      .answer([
        "tokens": ["accessToken": "a1", "refreshToken": "r1"],
        "profile": ["id": "user-grace", "name": "Grace Hopper", "email": "grace@example.com"],
      ]))
    let response = try await withMock { try await $0.login(email: "grace@example.com", password: "cobol") }
    #expect(
      response
        == AuthResponse(
          tokens: AuthTokens(accessToken: "a1", refreshToken: "r1"),
          profile: UserProfile(id: "user-grace", name: "Grace Hopper", email: "grace@example.com")))
  }

  @Test(arguments: AuthError.allCases)
  func everyErrorCanBeNamed(_ error: AuthError) async throws {
    try world.configure("auth", "login", .failure(error.rawValue))
    await #expect(throws: error) {
      try await withMock { try await $0.login(email: "ada@example.com", password: "wrong") }
    }
  }

  @Test func registerAnswersAProfileWithTheNameAndEmailSent() async throws {
    let response = try await withMock {
      try await $0.register(name: "Grace Hopper", email: "grace@example.com", password: "cobol")
    }
    #expect(response.tokens == Self.adaTokens)
    #expect(response.profile.name == "Grace Hopper")
    #expect(response.profile.email == "grace@example.com")
    #expect(
      world.calls.last?.arguments == ["name": "Grace Hopper", "email": "grace@example.com", "password": "cobol"])
  }

  @Test func registerFailsWhenTheEmailIsTaken() async throws {
    try world.configure("auth", "register", .failure("emailTaken"))
    await #expect(throws: AuthError.emailTaken) {
      try await withMock { try await $0.register(name: "Ada", email: "ada@example.com", password: "secret") }
    }
  }

  @Test func everyOtherEndpointRecordsItsArguments() async throws {
    let profile = try await withMock { client in
      try await client.requestPasswordReset(email: "ada@example.com")
      let profile = try await client.fetchProfile(accessToken: "access-token-ada")
      try await client.deleteAccount(accessToken: "access-token-ada")
      try await client.logout()
      return profile
    }
    #expect(profile == Self.ada)
    #expect(
      world.calls == [
        MockCall(mock: "auth", endpoint: "requestPasswordReset", arguments: ["email": "ada@example.com"]),
        MockCall(mock: "auth", endpoint: "fetchProfile", arguments: ["accessToken": "access-token-ada"]),
        MockCall(mock: "auth", endpoint: "deleteAccount", arguments: ["accessToken": "access-token-ada"]),
        MockCall(mock: "auth", endpoint: "logout", arguments: [:]),
      ])
    #expect(elapsed == .milliseconds(500 + 300 + 500 + 200))
  }

  @Test func theDescriptorListsEveryEndpointWithValidDefaults() throws {
    let descriptor = AuthClient.mockDescriptor
    #expect(
      descriptor.endpoints.map(\.name)
        == ["login", "register", "requestPasswordReset", "fetchProfile", "deleteAccount", "logout"])
    for endpoint in descriptor.endpoints {
      #expect(endpoint.errorNames == ["unauthorized", "noConnection", "emailTaken", "server"])
      try world.catalog.validate(endpoint.defaultBehavior, for: "auth", endpoint.name)
    }
  }

  @Test func theDescriptorRejectsAnAnswerThatIsNotAnAuthResponse() {
    let error = #expect(throws: MockError.self) {
      try world.configure("auth", "login", .answer(["tokens": ["accessToken": "a1"], "profile": [:]]))
    }
    #expect(
      error?.description == "invalid answer for auth.login: missing key 'refreshToken' at answer.tokens")
  }

  @Test func theTestValueFailsLoudly() async throws {
    try await withKnownIssue {
      _ = try await AuthClient.testValue.login(email: "ada@example.com", password: "secret")
    } matching: { issue in
      // The endpoint reports that it is unimplemented, then throws.
      issue.comments.map(\.rawValue) == ["Unimplemented: 'AuthClient.login'"]
        || issue.error.map { "\($0)" } == #"Unimplemented(endpoint: "login")"#
    }
  }
}
