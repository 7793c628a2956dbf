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

  @Test func changingAnyFieldClearsTheMissingFieldsError() {
    var state = SignUpFeature.State(error: .missingFields)
    let store = TestStore(initialState: state) { SignUpFeature() }
    store.send(.confirmPasswordChanged("x")) {
      $0.confirmPassword = "x"
      $0.error = nil
    }
    state.error = .missingFields
    let nameStore = TestStore(initialState: state) { SignUpFeature() }
    nameStore.send(.nameChanged("A")) {
      $0.name = "A"
      $0.error = nil
    }
  }

  @Test(arguments: [SignUpError.invalidEmailFormat, .emailTaken])
  func anEmailErrorClearsWhenTheEmailChangesAndOnlyThen(error: SignUpError) {
    var state = Self.valid
    state.error = error
    let store = TestStore(initialState: state) { SignUpFeature() }
    store.send(.nameChanged("Ada King")) { $0.name = "Ada King" }
    store.send(.passwordChanged("Analytical2")) { $0.password = "Analytical2" }
    store.send(.confirmPasswordChanged("Analytical2")) { $0.confirmPassword = "Analytical2" }
    store.send(.emailChanged("ada@example.org")) {
      $0.email = "ada@example.org"
      $0.error = nil
    }
  }

  @Test func aShortPasswordErrorClearsWhenThePasswordChanges() {
    var state = Self.valid
    state.error = .passwordTooShort
    let store = TestStore(initialState: state) { SignUpFeature() }
    store.send(.confirmPasswordChanged("short")) { $0.confirmPassword = "short" }
    store.send(.passwordChanged("Analytical12")) {
      $0.password = "Analytical12"
      $0.error = nil
    }
  }

  @Test func aMismatchClearsWhenEitherPasswordChanges() {
    var state = Self.valid
    state.error = .passwordMismatch
    let store = TestStore(initialState: state) { SignUpFeature() }
    store.send(.emailChanged("ada@example.org")) { $0.email = "ada@example.org" }
    store.send(.confirmPasswordChanged("Analytical")) {
      $0.confirmPassword = "Analytical"
      $0.error = nil
    }
    store.send(.createAccountButtonTapped) { $0.error = .passwordMismatch }
    store.send(.passwordChanged("Analytical")) {
      $0.password = "Analytical"
      $0.error = nil
    }
  }

  @Test(arguments: [SignUpError.noConnection, .signUpFailed])
  func aFailedRequestClearsWhenAnyFieldChanges(error: SignUpError) {
    var state = Self.valid
    state.error = error
    let store = TestStore(initialState: state) { SignUpFeature() }
    store.send(.confirmPasswordChanged("Analytical2")) {
      $0.confirmPassword = "Analytical2"
      $0.error = nil
    }
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
