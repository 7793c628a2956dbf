import Clocks
import Dependencies
import MockKit
import SharedModels
import SocialSignInClient
import Testing
import ValueCoding

@Suite struct SocialSignInClientTests {
  let world = MockWorld(catalog: MockCatalog([SocialSignInClient.mockDescriptor]))
  let clock = ImmediateClock()

  var elapsed: Duration {
    ImmediateClock<Duration>.Instant().duration(to: clock.now)
  }

  func signIn(with provider: SignInProvider) async throws -> AuthResponse {
    let client = SocialSignInClient.mock(world)
    return try await withDependencies {
      $0.continuousClock = clock
    } operation: {
      try await client.signIn(provider: provider)
    }
  }

  @Test(arguments: SignInProvider.allCases)
  func signsInAdaByDefaultAfterASecond(_ provider: SignInProvider) async throws {
    let response = try await signIn(with: provider)
    #expect(response.profile.name == "Ada Lovelace")
    #expect(response.profile.email == "ada@example.com")
    #expect(response.tokens == AuthTokens(accessToken: "access-token-ada", refreshToken: "refresh-token-ada"))
    #expect(elapsed == .seconds(1))
    #expect(
      world.calls == [
        MockCall(mock: "socialSignIn", endpoint: "signIn", arguments: ["provider": .string(provider.rawValue)])
      ])
  }

  @Test func aUserWhoBacksOutCancels() async throws {
    try world.configure("socialSignIn", "signIn", .failure("cancelled", latency: .seconds(2)))
    await #expect(throws: SocialSignInError.cancelled) { try await signIn(with: .apple) }
    #expect(elapsed == .seconds(2))
  }

  @Test func aSequenceCanFailFirstAndSucceedNext() async throws {
    try world.configure(
      "socialSignIn", "signIn",
      .sequence([
        .failure("failed"),
        .answer([
          "tokens": ["accessToken": "g1", "refreshToken": "g2"],
          "profile": ["id": "user-grace", "name": "Grace Hopper", "email": "grace@example.com"],
        ]),
      ]))
    await #expect(throws: SocialSignInError.failed) { try await signIn(with: .google) }
    let response = try await signIn(with: .google)
    #expect(response.profile == UserProfile(id: "user-grace", name: "Grace Hopper", email: "grace@example.com"))
  }

  @Test func theDescriptorAcceptsOnlyItsErrorsAndAuthResponses() throws {
    let endpoint = try world.catalog.endpoint("socialSignIn", "signIn")
    #expect(endpoint.errorNames == ["cancelled", "failed"])
    #expect(endpoint.argumentNames == ["provider"])
    try world.catalog.validate(endpoint.defaultBehavior, for: "socialSignIn", "signIn")
    let error = #expect(throws: MockError.self) {
      try world.configure("socialSignIn", "signIn", .failure("canceled"))
    }
    #expect(
      error?.description
        == "unknown error 'canceled' for socialSignIn.signIn at error; did you mean 'cancelled'? Errors: cancelled, failed")
  }

  @Test func theTestValueFailsLoudly() async throws {
    try await withKnownIssue {
      _ = try await SocialSignInClient.testValue.signIn(provider: .apple)
    } matching: { issue in
      // The endpoint reports that it is unimplemented, then throws.
      issue.comments.map(\.rawValue) == ["Unimplemented: 'SocialSignInClient.signIn'"]
        || issue.error.map { "\($0)" } == #"Unimplemented(endpoint: "signIn")"#
    }
  }
}
