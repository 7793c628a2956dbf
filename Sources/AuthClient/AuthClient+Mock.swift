import MockKit
import SharedModels
import ValueCoding

extension AuthClient {
  /// A client answered by `world`'s `auth` mock; every call is logged with its arguments.
  public static func mock(_ world: MockWorld) -> AuthClient {
    let name = mockDescriptor.name
    return AuthClient(
      login: { email, password in
        try await world.respond(
          name, "login", arguments: ["email": .string(email), "password": .string(password)],
          as: AuthResponse.self, errors: AuthError.self)
      },
      register: { fullName, email, password in
        var response = try await world.respond(
          name, "register",
          arguments: ["name": .string(fullName), "email": .string(email), "password": .string(password)],
          as: AuthResponse.self, errors: AuthError.self)
        response.profile.name = fullName
        response.profile.email = email
        return response
      },
      requestPasswordReset: { email in
        try await world.respond(
          name, "requestPasswordReset", arguments: ["email": .string(email)], errors: AuthError.self)
      },
      fetchProfile: { accessToken in
        try await world.respond(
          name, "fetchProfile", arguments: ["accessToken": .string(accessToken)],
          as: UserProfile.self, errors: AuthError.self)
      },
      deleteAccount: { accessToken in
        try await world.respond(
          name, "deleteAccount", arguments: ["accessToken": .string(accessToken)], errors: AuthError.self)
      },
      logout: {
        try await world.respond(name, "logout", arguments: [:], errors: AuthError.self)
      }
    )
  }

  /// The `auth` mock: by default every request succeeds for the account of Ada Lovelace
  /// <ada@example.com>.
  public static let mockDescriptor = MockDescriptor(
    "auth",
    summary: "The authentication API.",
    endpoints: [
      MockEndpointDescriptor(
        "login", arguments: ["email", "password"], output: AuthResponse.self, errors: errorNames,
        default: .answer(adaResponse, latency: .milliseconds(500)),
        summary: "Signs in; answers the session's tokens and the account's profile."),
      MockEndpointDescriptor(
        "register", arguments: ["name", "email", "password"], output: AuthResponse.self,
        errors: errorNames,
        default: .answer(adaResponse, latency: .milliseconds(500)),
        summary: "Creates an account; answers tokens and a profile, whose name and email are replaced by those sent."),
      MockEndpointDescriptor(
        "requestPasswordReset", arguments: ["email"], errors: errorNames,
        default: .answer(nil, latency: .milliseconds(500)),
        summary: "Sends a password reset link; answers nothing."),
      MockEndpointDescriptor(
        "fetchProfile", arguments: ["accessToken"], output: UserProfile.self, errors: errorNames,
        default: .answer(adaProfile, latency: .milliseconds(300)),
        summary: "Answers the profile of the token's user."),
      MockEndpointDescriptor(
        "deleteAccount", arguments: ["accessToken"], errors: errorNames,
        default: .answer(nil, latency: .milliseconds(500)),
        summary: "Deletes the token's account; answers nothing."),
      MockEndpointDescriptor(
        "logout", errors: errorNames,
        default: .answer(nil, latency: .milliseconds(200)),
        summary: "Ends the session on the server; answers nothing."),
    ],
    offlineError: AuthError.noConnection.rawValue
  )

  private static let errorNames = AuthError.allCases.map(\.rawValue)

  /// The profile of the account the mock server knows.
  private static let adaProfile: ValueCoding.Value = [
    "id": "user-ada",
    "name": "Ada Lovelace",
    "email": "ada@example.com",
    "avatarURL": "https://example.com/avatars/ada.png",
  ]

  /// What signing in to that account answers.
  private static let adaResponse: ValueCoding.Value = [
    "tokens": ["accessToken": "access-token-ada", "refreshToken": "refresh-token-ada"],
    "profile": adaProfile,
  ]
}
