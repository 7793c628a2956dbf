import MockKit
import SharedModels
import ValueCoding

extension SocialSignInClient {
  /// A client answered by `world`'s `socialSignIn` mock; every call is logged with its provider.
  public static func mock(_ world: MockWorld) -> SocialSignInClient {
    SocialSignInClient(
      signIn: { provider in
        try await world.respond(
          mockDescriptor.name, "signIn", arguments: ["provider": .string(provider.rawValue)],
          as: AuthResponse.self, errors: SocialSignInError.self)
      }
    )
  }

  /// The `socialSignIn` mock: by default the user agrees after a second and the account of Ada
  /// Lovelace <ada@example.com> signs in.
  public static let mockDescriptor = MockDescriptor(
    "socialSignIn",
    summary: "Signing in with Apple or Google.",
    endpoints: [
      MockEndpointDescriptor(
        "signIn", arguments: ["provider"], output: AuthResponse.self,
        errors: SocialSignInError.allCases.map(\.rawValue),
        default: .answer(adaResponse, latency: .seconds(1)),
        summary: "Asks the provider, then answers the session's tokens and the account's profile.")
    ]
  )

  /// What signing in to the account the mock server knows answers.
  private static let adaResponse: ValueCoding.Value = [
    "tokens": ["accessToken": "access-token-ada", "refreshToken": "refresh-token-ada"],
    "profile": [
      "id": "user-ada",
      "name": "Ada Lovelace",
      "email": "ada@example.com",
      "avatarURL": "https://example.com/avatars/ada.png",
    ],
  ]
}
