import AuthClient
import AuthFeature
import Dependencies
import ReducerTesting
import SharedModels
import SocialSignInClient
import Testing
import ValueCoding

@Suite struct LoginFeatureTests {
  private static let filled = LoginFeature.State(email: "ada@example.com", password: "analytical")

  // MARK: Remembered email

  @Test func appearingPrefillsTheRememberedEmail() {
    let log = CallLog()
    let store = TestStore(initialState: LoginFeature.State()) {
      LoginFeature()
    } withDependencies: {
      $0.serveAda(log: log)
      $0.storageClient.load = { key in
        log.record("storage.load \(key)")
        return "ada@example.com"
      }
    }
    store.send(.onAppear)
    store.receive(.rememberedEmailLoaded("ada@example.com")) {
      $0.email = "ada@example.com"
      $0.isRememberMeOn = true
    }
    #expect(log.entries == ["storage.load rememberedEmail"])
  }

  @Test func appearingWithNothingRememberedLeavesTheFormEmpty() {
    let log = CallLog()
    let store = TestStore(initialState: LoginFeature.State()) {
      LoginFeature()
    } withDependencies: {
      $0.serveAda(log: log)
    }
    store.send(.onAppear)
    #expect(log.entries == ["storage.load rememberedEmail"])
  }

  @Test func aRememberedEmailThatCannotBeReadLeavesTheFormEmpty() {
    let store = TestStore(initialState: LoginFeature.State()) {
      LoginFeature()
    } withDependencies: {
      $0.storageClient.load = { _ in throw UnexpectedFailure() }
    }
    store.send(.onAppear)
  }

  @Test func aRememberedEmailStoredAsSomethingElseThanTextIsIgnored() {
    let store = TestStore(initialState: LoginFeature.State()) {
      LoginFeature()
    } withDependencies: {
      $0.storageClient.load = { _ in 42 }
    }
    store.send(.onAppear)
  }

  @Test func theRememberedEmailDoesNotOverwriteWhatTheUserTyped() {
    let store = TestStore(initialState: LoginFeature.State()) {
      LoginFeature()
    } withDependencies: {
      $0.storageClient.load = { _ in
        try await respondAfter(.milliseconds(100))
        return "ada@example.com"
      }
    }
    store.send(.onAppear)
    store.send(.emailChanged("grace@example.com")) { $0.email = "grace@example.com" }
    store.advance(by: .milliseconds(100))
    store.receive(.rememberedEmailLoaded("ada@example.com"))
  }

  @Test func appearingAgainCancelsTheEarlierLoad() {
    let loads = CallLog()
    let store = TestStore(initialState: LoginFeature.State()) {
      LoginFeature()
    } withDependencies: {
      $0.storageClient.load = { _ in
        loads.record("load")
        try await respondAfter(.milliseconds(100))
        return "ada@example.com"
      }
    }
    store.send(.onAppear)
    store.advance(by: .milliseconds(50))
    store.send(.onAppear)
    store.advance(by: .milliseconds(100))
    store.receive(.rememberedEmailLoaded("ada@example.com")) {
      $0.email = "ada@example.com"
      $0.isRememberMeOn = true
    }
    #expect(loads.entries == ["load", "load"])
  }

  // MARK: Editing

  @Test func editingTheFormUpdatesIt() {
    let store = TestStore(initialState: LoginFeature.State()) { LoginFeature() }
    store.send(.emailChanged("ada@example.com")) { $0.email = "ada@example.com" }
    store.send(.passwordChanged("analytical")) { $0.password = "analytical" }
    store.send(.rememberMeToggled(true)) { $0.isRememberMeOn = true }
    store.send(.rememberMeToggled(false)) { $0.isRememberMeOn = false }
  }

  // MARK: Validation

  @Test(arguments: [("", ""), ("ada@example.com", ""), ("", "analytical"), ("   ", "analytical")])
  func anEmptyFieldIsRefusedWithoutARequest(email: String, password: String) {
    let store = TestStore(initialState: LoginFeature.State(email: email, password: password)) {
      LoginFeature()
    }
    store.send(.signInButtonTapped) { $0.error = .missingCredentials }
  }

  @Test(arguments: [
    "ada", "ada@", "@example.com", "ada@example", "ada@example.c", "ada example@x.com",
  ])
  func aMalformedEmailIsRefusedWithoutARequest(email: String) {
    let store = TestStore(initialState: LoginFeature.State(email: email, password: "analytical")) {
      LoginFeature()
    }
    store.send(.signInButtonTapped) { $0.error = .invalidEmailFormat }
  }

  // MARK: Email sign-in

  @Test func signingInStoresTheSessionAndTellsTheParent() {
    let log = CallLog()
    let store = TestStore(initialState: Self.filled) {
      LoginFeature()
    } withDependencies: {
      $0.serveAda(log: log)
      $0.authClient.login = { email, password in
        log.record("auth.login \(email) \(password)")
        try await respondAfter(.milliseconds(500))
        return adaResponse
      }
    }
    store.send(.signInButtonTapped) { $0.isSigningIn = true }
    #expect(log.entries == ["auth.login ada@example.com analytical"])
    store.advance(by: .milliseconds(500))
    store.receive(.signInSucceeded(ada)) {
      $0.isSigningIn = false
      $0.password = ""
    }
    store.receive(.delegate(.signedIn(ada)))
    #expect(
      log.entries == ["auth.login ada@example.com analytical"] + adaSessionCalls + [
        "storage.remove rememberedEmail"
      ])
  }

  @Test func signingInSendsTheEmailWithoutSurroundingSpaces() {
    let log = CallLog()
    let store = TestStore(
      initialState: LoginFeature.State(email: "  ada@example.com\n", password: " analytical ")
    ) {
      LoginFeature()
    } withDependencies: {
      $0.serveAda(log: log)
    }
    store.send(.signInButtonTapped) { $0.isSigningIn = true }
    store.receive(.signInSucceeded(ada)) {
      $0.isSigningIn = false
      $0.password = ""
    }
    store.receive(.delegate(.signedIn(ada)))
    #expect(log.entries.first == "auth.login ada@example.com  analytical ")
  }

  @Test func rememberMeStoresTheEmailOnceSignedIn() {
    let log = CallLog()
    var state = Self.filled
    state.isRememberMeOn = true
    let store = TestStore(initialState: state) {
      LoginFeature()
    } withDependencies: {
      $0.serveAda(log: log)
    }
    store.send(.signInButtonTapped) { $0.isSigningIn = true }
    store.receive(.signInSucceeded(ada)) {
      $0.isSigningIn = false
      $0.password = ""
    }
    store.receive(.delegate(.signedIn(ada)))
    #expect(log.entries.last == "storage.save rememberedEmail=ada@example.com")
  }

  @Test func failingToRememberTheEmailDoesNotFailTheSignInAndTellsTheParent() {
    var state = Self.filled
    state.isRememberMeOn = true
    let store = TestStore(initialState: state) {
      LoginFeature()
    } withDependencies: {
      $0.serveAda(log: CallLog())
      $0.storageClient.save = { _, _ in throw UnexpectedFailure() }
    }
    store.send(.signInButtonTapped) { $0.isSigningIn = true }
    store.receive(.delegate(.emailNotRemembered))
    store.receive(.signInSucceeded(ada)) {
      $0.isSigningIn = false
      $0.password = ""
    }
    store.receive(.delegate(.signedIn(ada)))
  }

  @Test func failingToForgetTheEmailDoesNotFailTheSignInAndTellsTheParent() {
    let store = TestStore(initialState: Self.filled) {
      LoginFeature()
    } withDependencies: {
      $0.serveAda(log: CallLog())
      $0.storageClient.remove = { _ in throw UnexpectedFailure() }
    }
    store.send(.signInButtonTapped) { $0.isSigningIn = true }
    store.receive(.delegate(.emailNotForgotten))
    store.receive(.signInSucceeded(ada)) {
      $0.isSigningIn = false
      $0.password = ""
    }
    store.receive(.delegate(.signedIn(ada)))
  }

  @Test func tappingSignInAgainWhileSigningInSendsNoSecondRequest() {
    let log = CallLog()
    let store = TestStore(initialState: Self.filled) {
      LoginFeature()
    } withDependencies: {
      $0.serveAda(log: log)
      $0.authClient.login = { email, _ in
        log.record("auth.login \(email)")
        try await respondAfter(.seconds(1))
        return adaResponse
      }
    }
    store.send(.signInButtonTapped) { $0.isSigningIn = true }
    store.send(.signInButtonTapped)
    store.send(.socialSignInButtonTapped(.apple))
    store.send(.signUpButtonTapped)
    store.send(.forgotPasswordButtonTapped)
    store.advance(by: .seconds(1))
    store.receive(.signInSucceeded(ada)) {
      $0.isSigningIn = false
      $0.password = ""
    }
    store.receive(.delegate(.signedIn(ada)))
    #expect(log.entries.filter { $0.hasPrefix("auth.login") } == ["auth.login ada@example.com"])
  }

  @Test func aNewAttemptClearsThePreviousError() {
    var state = Self.filled
    state.error = .invalidCredentials
    let store = TestStore(initialState: state) {
      LoginFeature()
    } withDependencies: {
      $0.serveAda(log: CallLog())
    }
    store.send(.signInButtonTapped) {
      $0.isSigningIn = true
      $0.error = nil
    }
    store.receive(.signInSucceeded(ada)) {
      $0.isSigningIn = false
      $0.password = ""
    }
    store.receive(.delegate(.signedIn(ada)))
  }

  @Test(arguments: [
    (AuthError.unauthorized, LoginError.invalidCredentials),
    (.noConnection, .noConnection),
    (.server, .loginFailed),
    (.emailTaken, .loginFailed),
  ])
  func aRejectedLoginShowsItsErrorAndStoresNothing(error: AuthError, expected: LoginError) {
    let log = CallLog()
    let store = TestStore(initialState: Self.filled) {
      LoginFeature()
    } withDependencies: {
      $0.serveAda(log: log)
      $0.authClient.login = { _, _ in throw error }
    }
    store.send(.signInButtonTapped) { $0.isSigningIn = true }
    store.receive(.signInFailed(expected)) {
      $0.isSigningIn = false
      $0.error = expected
    }
    #expect(log.entries == [])
  }

  @Test func anUnexpectedLoginFailureShowsTheGenericError() {
    let store = TestStore(initialState: Self.filled) {
      LoginFeature()
    } withDependencies: {
      $0.authClient.login = { _, _ in throw UnexpectedFailure() }
    }
    store.send(.signInButtonTapped) { $0.isSigningIn = true }
    store.receive(.signInFailed(.loginFailed)) {
      $0.isSigningIn = false
      $0.error = .loginFailed
    }
  }

  @Test(arguments: [
    (AuthError.noConnection, LoginError.noConnection),
    (.unauthorized, .loginFailed),
    (.server, .loginFailed),
  ])
  func aProfileThatCannotBeFetchedFailsTheSignInAndForgetsTheTokens(
    error: AuthError, expected: LoginError
  ) {
    let log = CallLog()
    let store = TestStore(initialState: Self.filled) {
      LoginFeature()
    } withDependencies: {
      $0.serveAda(log: log)
      $0.authClient.fetchProfile = { token in
        log.record("auth.fetchProfile \(token)")
        throw error
      }
    }
    store.send(.signInButtonTapped) { $0.isSigningIn = true }
    store.receive(.signInFailed(expected)) {
      $0.isSigningIn = false
      $0.error = expected
    }
    #expect(
      log.entries == ["auth.login ada@example.com analytical"] + adaSessionCalls + [
        "keychain.delete accessToken",
        "keychain.delete refreshToken",
      ])
  }

  @Test func tokensThatCannotBeStoredFailTheSignIn() {
    let log = CallLog()
    let store = TestStore(initialState: Self.filled) {
      LoginFeature()
    } withDependencies: {
      $0.serveAda(log: log)
      $0.keychainClient.save = { key, _ in
        log.record("keychain.save \(key)")
        throw UnexpectedFailure()
      }
      $0.keychainClient.delete = { key in
        log.record("keychain.delete \(key)")
        throw UnexpectedFailure()
      }
    }
    store.send(.signInButtonTapped) { $0.isSigningIn = true }
    store.receive(.signInFailed(.loginFailed)) {
      $0.isSigningIn = false
      $0.error = .loginFailed
    }
    #expect(
      log.entries == [
        "auth.login ada@example.com analytical",
        "keychain.save accessToken",
        "keychain.delete accessToken",
        "keychain.delete refreshToken",
      ])
  }

  // MARK: Apple and Google

  @Test(arguments: SignInProvider.allCases)
  func signingInWithAProviderStoresTheSessionAndLeavesTheRememberedEmailAlone(
    provider: SignInProvider
  ) {
    let log = CallLog()
    var state = LoginFeature.State(isRememberMeOn: true, error: .invalidCredentials)
    state.email = "grace@example.com"
    let store = TestStore(initialState: state) {
      LoginFeature()
    } withDependencies: {
      $0.serveAda(log: log)
      $0.socialSignInClient.signIn = { provider in
        log.record("socialSignIn.signIn \(provider.rawValue)")
        try await respondAfter(.seconds(1))
        return adaResponse
      }
    }
    store.send(.socialSignInButtonTapped(provider)) {
      $0.isSigningIn = true
      $0.error = nil
    }
    store.advance(by: .seconds(1))
    store.receive(.signInSucceeded(adaAsAnswered)) { $0.isSigningIn = false }
    store.receive(.delegate(.signedIn(adaAsAnswered)))
    #expect(log.entries == ["socialSignIn.signIn \(provider.rawValue)"] + adaTokenCalls)
  }

  @Test func cancellingTheProviderLeavesTheScreenWithoutError() {
    let log = CallLog()
    let store = TestStore(initialState: LoginFeature.State(email: "ada@example.com")) {
      LoginFeature()
    } withDependencies: {
      $0.serveAda(log: log)
      $0.socialSignInClient.signIn = { _ in throw SocialSignInError.cancelled }
    }
    store.send(.socialSignInButtonTapped(.apple)) { $0.isSigningIn = true }
    store.receive(.socialSignInCancelled) { $0.isSigningIn = false }
    #expect(log.entries == [])
  }

  @Test(arguments: SignInProvider.allCases)
  func aProviderThatRefusesShowsItsError(provider: SignInProvider) {
    let store = TestStore(initialState: LoginFeature.State()) {
      LoginFeature()
    } withDependencies: {
      $0.socialSignInClient.signIn = { _ in throw SocialSignInError.failed }
    }
    store.send(.socialSignInButtonTapped(provider)) { $0.isSigningIn = true }
    store.receive(.signInFailed(.socialSignInFailed(provider))) {
      $0.isSigningIn = false
      $0.error = .socialSignInFailed(provider)
    }
  }

  @Test func aProviderSignInWhoseTokensCannotBeStoredFailsAndForgetsThem() {
    let log = CallLog()
    let store = TestStore(initialState: LoginFeature.State()) {
      LoginFeature()
    } withDependencies: {
      $0.serveAda(log: log)
      $0.keychainClient.save = { key, _ in
        log.record("keychain.save \(key)")
        if key == SessionKeychainKeys.refreshToken { throw UnexpectedFailure() }
      }
    }
    store.send(.socialSignInButtonTapped(.google)) { $0.isSigningIn = true }
    store.receive(.signInFailed(.loginFailed)) {
      $0.isSigningIn = false
      $0.error = .loginFailed
    }
    #expect(
      log.entries == [
        "socialSignIn.signIn google",
        "keychain.save accessToken",
        "keychain.save refreshToken",
        "keychain.delete accessToken",
        "keychain.delete refreshToken",
      ])
  }

  @Test func anUnexpectedProviderFailureShowsTheGenericError() {
    let store = TestStore(initialState: LoginFeature.State()) {
      LoginFeature()
    } withDependencies: {
      $0.socialSignInClient.signIn = { _ in throw UnexpectedFailure() }
    }
    store.send(.socialSignInButtonTapped(.apple)) { $0.isSigningIn = true }
    store.receive(.signInFailed(.loginFailed)) {
      $0.isSigningIn = false
      $0.error = .loginFailed
    }
  }

  // MARK: Navigation

  @Test func signUpIsPushedAndGoingBackReturnsToLogin() {
    let store = TestStore(initialState: Self.filled) { LoginFeature() }
    store.send(.signUpButtonTapped) { $0.destination = .signUp(SignUpFeature.State()) }
    store.send(.destination(.presented(.signUp(.nameChanged("Ada"))))) {
      $0.destination = .signUp(SignUpFeature.State(name: "Ada"))
    }
    store.send(.destination(.dismiss)) { $0.destination = nil }
  }

  @Test func forgotPasswordIsPushedWithTheTypedEmail() {
    let store = TestStore(initialState: LoginFeature.State(email: " ada@example.com ")) {
      LoginFeature()
    }
    store.send(.forgotPasswordButtonTapped) {
      $0.destination = .forgotPassword(ForgotPasswordFeature.State(email: "ada@example.com"))
    }
    store.send(.destination(.dismiss)) { $0.destination = nil }
  }

  @Test func signingUpSignsInThroughLogin() {
    let log = CallLog()
    let signUp = SignUpFeature.State(
      name: "Ada Lovelace", email: "ada@example.com", password: "Analytical1",
      confirmPassword: "Analytical1")
    let store = TestStore(initialState: LoginFeature.State(destination: .signUp(signUp))) {
      LoginFeature()
    } withDependencies: {
      $0.serveAda(log: log)
    }
    store.send(.destination(.presented(.signUp(.createAccountButtonTapped)))) {
      $0.destination = .signUp(
        SignUpFeature.State(
          name: "Ada Lovelace", email: "ada@example.com", password: "Analytical1",
          confirmPassword: "Analytical1", isRegistering: true))
    }
    store.receive(.destination(.presented(.signUp(.registrationSucceeded(adaAsAnswered))))) {
      $0.destination = .signUp(signUp)
    }
    store.receive(.destination(.presented(.signUp(.delegate(.signedIn(adaAsAnswered)))))) {
      $0.destination = nil
    }
    store.receive(.delegate(.signedIn(adaAsAnswered)))
    #expect(
      log.entries == ["auth.register Ada Lovelace ada@example.com Analytical1"] + adaTokenCalls)
  }

  @Test func goingBackIsIgnoredWhileTheRegistrationRunsWhichThenSignsIn() {
    let log = CallLog()
    let signUp = SignUpFeature.State(
      name: "Ada Lovelace", email: "ada@example.com", password: "Analytical1",
      confirmPassword: "Analytical1")
    let store = TestStore(initialState: LoginFeature.State(destination: .signUp(signUp))) {
      LoginFeature()
    } withDependencies: {
      $0.serveAda(log: log)
      $0.authClient.register = { _, _, _ in
        try await respondAfter(.seconds(1))
        log.record("auth.register answered")
        return adaResponse
      }
    }
    store.send(.destination(.presented(.signUp(.createAccountButtonTapped)))) {
      $0.destination = .signUp(
        SignUpFeature.State(
          name: "Ada Lovelace", email: "ada@example.com", password: "Analytical1",
          confirmPassword: "Analytical1", isRegistering: true))
    }
    #expect(store.state.isPushedRequestRunning)
    #expect(store.state.requestsInFlight == 1)
    store.send(.destination(.dismiss))
    store.advance(by: .seconds(1))
    store.receive(.destination(.presented(.signUp(.registrationSucceeded(adaAsAnswered))))) {
      $0.destination = .signUp(signUp)
    }
    store.receive(.destination(.presented(.signUp(.delegate(.signedIn(adaAsAnswered)))))) {
      $0.destination = nil
    }
    store.receive(.delegate(.signedIn(adaAsAnswered)))
    #expect(log.entries == ["auth.register answered"] + adaTokenCalls)
  }

  @Test func goingBackIsIgnoredWhileTheResetLinkIsSentAndPossibleOnceItFailed() {
    let forgotPassword = ForgotPasswordFeature.State(email: "ada@example.com")
    let store = TestStore(
      initialState: LoginFeature.State(destination: .forgotPassword(forgotPassword))
    ) {
      LoginFeature()
    } withDependencies: {
      $0.authClient.requestPasswordReset = { _ in
        try await respondAfter(.seconds(1))
        throw AuthError.server
      }
    }
    store.send(.destination(.presented(.forgotPassword(.sendResetLinkButtonTapped)))) {
      $0.destination = .forgotPassword(
        ForgotPasswordFeature.State(email: "ada@example.com", isSending: true))
    }
    store.send(.destination(.dismiss))
    store.advance(by: .seconds(1))
    store.receive(.destination(.presented(.forgotPassword(.resetRequestFailed(.resetFailed))))) {
      $0.destination = .forgotPassword(
        ForgotPasswordFeature.State(email: "ada@example.com", error: .resetFailed))
    }
    #expect(store.state.requestsInFlight == 0)
    store.send(.destination(.dismiss)) { $0.destination = nil }
  }

  @Test func anActionForTheScreenNotShownIsReported() {
    let state = LoginFeature.State(destination: .signUp(SignUpFeature.State()))
    let store = TestStore(initialState: state) {
      LoginFeature()
    }
    withKnownIssue {
      store.send(.destination(.presented(.forgotPassword(.emailChanged("ada@example.com")))))
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("The screen shown is Sign Up") }
    }
  }
}
