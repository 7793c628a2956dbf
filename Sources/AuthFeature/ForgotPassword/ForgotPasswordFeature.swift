import AuthClient
import Dependencies
import ReducerCore
import SharedModels

/// The Forgot Password screen: the user enters their email, the server sends a password reset
/// link, and a confirmation naming the address replaces the form.
///
/// Login pushes it, prefilled with the email typed there; going back returns to Login.
public struct ForgotPasswordFeature: Reducer {
  /// The name of the Forgot Password screen.
  public static let screenName = "Forgot Password"

  @Dependency(\.authClient) var authClient

  /// Makes the reducer.
  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .emailChanged(let email):
      state.email = email
      return .none

    case .sendResetLinkButtonTapped:
      guard !state.isSending, state.linkSentTo == nil else { return .none }
      let email = state.email.trimmed
      guard !email.isEmpty else {
        state.error = .missingEmail
        return .none
      }
      guard EmailFormat.isValid(email) else {
        state.error = .invalidEmailFormat
        return .none
      }
      state.error = nil
      state.isSending = true
      return .run { [authClient] send in
        try await authClient.requestPasswordReset(email: email)
        await send(.resetLinkSent(to: email))
      } catch: { error, send in
        await send(.resetRequestFailed(ForgotPasswordError(error)))
      }

    case .resetLinkSent(let email):
      state.isSending = false
      state.linkSentTo = email
      return .none

    case .resetRequestFailed(let error):
      state.isSending = false
      state.error = error
      return .none
    }
  }
}
