import AuthClient
import AuthFeature
import Dependencies
import ReducerTesting
import SharedModels
import Testing

@Suite struct SignUpFeatureTests {
  private static let valid = SignUpFeature.State(
    name: "Ada Lovelace", email: "ada@example.com", password: "Analytical1",
    confirmPassword: "Analytical1")

  private static var registering: SignUpFeature.State {
    var state = valid
    state.isRegistering = true
    return state
  }

  @Test func editingTheFormUpdatesIt() {
    let store = TestStore(initialState: SignUpFeature.State()) { SignUpFeature() }
    store.send(.nameChanged("Ada")) { $0.name = "Ada" }
    store.send(.emailChanged("ada@example.com")) { $0.email = "ada@example.com" }
    store.send(.passwordChanged("Analytical1")) { $0.password = "Analytical1" }
    store.send(.confirmPasswordChanged("Analytical1")) { $0.confirmPassword = "Analytical1" }
  }

  @Test(arguments: [
    SignUpFeature.State(
      email: "ada@example.com", password: "Analytical1", confirmPassword: "Analytical1"),
    SignUpFeature.State(
      name: " ", email: "ada@example.com", password: "Analytical1", confirmPassword: "Analytical1"),
    SignUpFeature.State(name: "Ada", password: "Analytical1", confirmPassword: "Analytical1"),
    SignUpFeature.State(name: "Ada", email: "ada@example.com", confirmPassword: "Analytical1"),
    SignUpFeature.State(name: "Ada", email: "ada@example.com", password: "Analytical1"),
  ])
  func anEmptyFieldIsRefusedWithoutARequest(state: SignUpFeature.State) {
    let store = TestStore(initialState: state) { SignUpFeature() }
    store.send(.createAccountButtonTapped) { $0.error = .missingFields }
  }

  @Test func aMalformedEmailIsRefused() {
    var state = Self.valid
    state.email = "ada@example"
    let store = TestStore(initialState: state) { SignUpFeature() }
    store.send(.createAccountButtonTapped) { $0.error = .invalidEmailFormat }
  }

  @Test func aShortPasswordIsRefused() {
    var state = Self.valid
    state.password = "Short1!"
    state.confirmPassword = "Short1!"
    let store = TestStore(initialState: state) { SignUpFeature() }
    store.send(.createAccountButtonTapped) { $0.error = .passwordTooShort }
  }

  @Test func differentPasswordsAreRefused() {
    var state = Self.valid
    state.confirmPassword = "Analytical2"
    let store = TestStore(initialState: state) { SignUpFeature() }
    store.send(.createAccountButtonTapped) { $0.error = .passwordMismatch }
  }

  @Test func registeringStoresTheSessionAndTellsTheParent() {
    let log = CallLog()
    var state = Self.valid
    state.name = " Ada Lovelace "
    state.email = "ada@example.com "
    state.error = .passwordMismatch
    let store = TestStore(initialState: state) {
      SignUpFeature()
    } withDependencies: {
      $0.serveAda(log: log)
      $0.authClient.register = { name, email, password in
        log.record("auth.register \(name) \(email) \(password)")
        try await respondAfter(.milliseconds(500))
        return adaResponse
      }
    }
    store.send(.createAccountButtonTapped) {
      $0.isRegistering = true
      $0.error = nil
    }
    store.send(.createAccountButtonTapped)
    store.advance(by: .milliseconds(500))
    store.receive(.registrationSucceeded(adaAsAnswered)) { $0.isRegistering = false }
    store.receive(.delegate(.signedIn(adaAsAnswered)))
    #expect(
      log.entries == ["auth.register Ada Lovelace ada@example.com Analytical1"] + adaTokenCalls)
  }

  @Test(arguments: [
    (AuthError.emailTaken, SignUpError.emailTaken),
    (.noConnection, .noConnection),
    (.server, .signUpFailed),
    (.unauthorized, .signUpFailed),
  ])
  func aRejectedRegistrationShowsItsErrorAndStoresNothing(error: AuthError, expected: SignUpError) {
    let log = CallLog()
    let store = TestStore(initialState: Self.valid) {
      SignUpFeature()
    } withDependencies: {
      $0.serveAda(log: log)
      $0.authClient.register = { _, _, _ in throw error }
    }
    store.send(.createAccountButtonTapped) { $0.isRegistering = true }
    store.receive(.registrationFailed(expected)) {
      $0.isRegistering = false
      $0.error = expected
    }
    #expect(log.entries == [])
  }

  @Test func anUnexpectedRegistrationFailureShowsTheGenericError() {
    let store = TestStore(initialState: Self.valid) {
      SignUpFeature()
    } withDependencies: {
      $0.authClient.register = { _, _, _ in throw UnexpectedFailure() }
    }
    store.send(.createAccountButtonTapped) { $0.isRegistering = true }
    store.receive(.registrationFailed(.signUpFailed)) {
      $0.isRegistering = false
      $0.error = .signUpFailed
    }
  }

  @Test func tokensThatCannotBeStoredFailTheRegistrationAndAreForgotten() {
    let log = CallLog()
    let store = TestStore(initialState: Self.valid) {
      SignUpFeature()
    } withDependencies: {
      $0.serveAda(log: log)
      $0.keychainClient.save = { key, _ in
        log.record("keychain.save \(key)")
        throw UnexpectedFailure()
      }
    }
    store.send(.createAccountButtonTapped) { $0.isRegistering = true }
    store.receive(.registrationFailed(.signUpFailed)) {
      $0.isRegistering = false
      $0.error = .signUpFailed
    }
    #expect(
      log.entries == [
        "auth.register Ada Lovelace ada@example.com Analytical1",
        "keychain.save accessToken",
        "keychain.delete accessToken",
        "keychain.delete refreshToken",
      ])
  }

  @Test func theStrengthFollowsThePassword() {
    #expect(SignUpFeature.State().passwordStrength == nil)
    #expect(SignUpFeature.State(password: "abc").passwordStrength == .weak)
    #expect(SignUpFeature.State(password: "Analytical1").passwordStrength == .medium)
    #expect(SignUpFeature.State(password: "Analytical1!").passwordStrength == .strong)
  }
}
