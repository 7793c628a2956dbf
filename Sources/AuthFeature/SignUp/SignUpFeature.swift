import AuthClient
import Dependencies
import KeychainClient
import ReducerCore
import SharedModels

/// The Sign Up screen: name, email, password and its confirmation, with a password strength
/// indicator. A valid form registers the account, stores the session's tokens in the keychain,
/// and ends with ``Action/Delegate/signedIn(_:)`` with the profile the server answered.
///
/// Login pushes it; the parent of Login never composes it directly.
public struct SignUpFeature: Reducer {
  /// The fewest characters a password may have.
  public static let minimumPasswordLength = 8
  /// The name of the Sign Up screen.
  public static let screenName = "Sign Up"

  /// Every dependency, read once by an action however many of them it needs: each read of a
  /// `@Dependency` merges all the values the store sets into the reducer's own, whichever one
  /// it reads.
  @Dependency(\.self) var dependencies

  /// Makes the reducer.
  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .nameChanged(let name):
      state.name = name
      state.clearError(about: .name)
      return .none

    case .emailChanged(let email):
      state.email = email
      state.clearError(about: .email)
      return .none

    case .passwordChanged(let password):
      state.password = password
      state.clearError(about: .password)
      return .none

    case .confirmPasswordChanged(let confirmPassword):
      state.confirmPassword = confirmPassword
      state.clearError(about: .confirmPassword)
      return .none

    case .createAccountButtonTapped:
      guard !state.isRegistering else { return .none }
      let name = state.name.trimmed
      let email = state.email.trimmed
      if let error = validationError(name: name, email: email, state) {
        state.error = error
        return .none
      }
      state.error = nil
      state.isRegistering = true
      return register(name: name, email: email, password: state.password)

    case .registrationSucceeded(let profile):
      state.isRegistering = false
      return .send(.delegate(.signedIn(profile)))

    case .registrationFailed(let error):
      state.isRegistering = false
      state.error = error
      return .none

    case .delegate:
      return .none
    }
  }

  /// The first problem of the form, checked in the order the messages are listed in
  /// ``SignUpError``, or `nil` when it can be sent.
  private func validationError(name: String, email: String, _ state: State) -> SignUpError? {
    if name.isEmpty || email.isEmpty || state.password.isEmpty || state.confirmPassword.isEmpty {
      return .missingFields
    }
    if !EmailFormat.isValid(email) {
      return .invalidEmailFormat
    }
    if state.password.count < Self.minimumPasswordLength {
      return .passwordTooShort
    }
    if state.password != state.confirmPassword {
      return .passwordMismatch
    }
    return nil
  }

  private func register(name: String, email: String, password: String) -> Effect<Action> {
    let dependencies = self.dependencies
    return .run { [authClient = dependencies.authClient, sessionStarter = SessionStarter(dependencies)] send in
      let response = try await authClient.register(name: name, email: email, password: password)
      let profile = try await sessionStarter.start(with: response)
      await send(.registrationSucceeded(profile))
    } catch: { error, send in
      await send(.registrationFailed(SignUpError(error)))
    }
  }
}
