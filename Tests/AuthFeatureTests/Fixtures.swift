import ConcurrencyExtras
import Dependencies
import Foundation
import SharedModels

/// The account the tests sign in to.
let ada = UserProfile(
  id: "user-ada", name: "Ada Lovelace", email: "ada@example.com",
  avatarURL: URL(string: "https://example.com/avatars/ada.png"))

/// The tokens the server issues for Ada's session.
let adaTokens = AuthTokens(accessToken: "access-token-ada", refreshToken: "refresh-token-ada")

/// Ada's profile as a sign-in or sign-up answers it. It differs from the one `fetchProfile`
/// answers, ``ada``, so that tests can tell which one the feature used.
let adaAsAnswered = UserProfile(id: "user-ada", name: "A. L.", email: "ada@example.com")

/// What signing in to Ada's account answers.
let adaResponse = AuthResponse(tokens: adaTokens, profile: adaAsAnswered)

/// An error none of the clients declares, standing for any unexpected failure.
struct UnexpectedFailure: Error {}

/// The calls the clients received, in order, as short descriptions such as
/// `"keychain.save accessToken=access-token-ada"`.
final class CallLog: Sendable {
  private let calls = LockIsolated<[String]>([])

  /// Records a call.
  func record(_ call: String) {
    calls.withValue { $0.append(call) }
  }

  /// Every call recorded so far.
  var entries: [String] { calls.value }
}

/// Sleeps `duration` on the injected clock, as a server answering after a delay.
func respondAfter(_ duration: Duration) async throws {
  @Dependency(\.continuousClock) var clock
  try await clock.sleep(for: duration)
}
