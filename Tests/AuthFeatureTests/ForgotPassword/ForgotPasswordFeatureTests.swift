import AuthClient
import AuthFeature
import Dependencies
import ReducerTesting
import Testing

@Suite struct ForgotPasswordFeatureTests {
  @Test func editingTheEmailUpdatesIt() {
    let store = TestStore(initialState: ForgotPasswordFeature.State()) { ForgotPasswordFeature() }
    store.send(.emailChanged("ada@example.com")) { $0.email = "ada@example.com" }
  }

  @Test(arguments: ["", "  "])
  func anEmptyEmailIsRefusedWithoutARequest(email: String) {
    let store = TestStore(initialState: ForgotPasswordFeature.State(email: email)) {
      ForgotPasswordFeature()
    }
    store.send(.sendResetLinkButtonTapped) { $0.error = .missingEmail }
  }

  @Test func aMalformedEmailIsRefusedWithoutARequest() {
    let store = TestStore(initialState: ForgotPasswordFeature.State(email: "ada@")) {
      ForgotPasswordFeature()
    }
    store.send(.sendResetLinkButtonTapped) { $0.error = .invalidEmailFormat }
  }

  @Test func requestingTheLinkShowsTheConfirmation() {
    let log = CallLog()
    let store = TestStore(
      initialState: ForgotPasswordFeature.State(email: " ada@example.com", error: .noConnection)
    ) {
      ForgotPasswordFeature()
    } withDependencies: {
      $0.authClient.requestPasswordReset = { email in
        log.record("auth.requestPasswordReset \(email)")
        try await respondAfter(.milliseconds(500))
      }
    }
    store.send(.sendResetLinkButtonTapped) {
      $0.isSending = true
      $0.error = nil
    }
    store.send(.sendResetLinkButtonTapped)
    store.advance(by: .milliseconds(500))
    store.receive(.resetLinkSent(to: "ada@example.com")) {
      $0.isSending = false
      $0.linkSentTo = "ada@example.com"
    }
    store.send(.sendResetLinkButtonTapped)
    #expect(log.entries == ["auth.requestPasswordReset ada@example.com"])
  }

  @Test(arguments: [
    (AuthError.noConnection, ForgotPasswordError.noConnection),
    (.server, .resetFailed),
    (.unauthorized, .resetFailed),
  ])
  func aFailedRequestShowsItsError(error: AuthError, expected: ForgotPasswordError) {
    let store = TestStore(initialState: ForgotPasswordFeature.State(email: "ada@example.com")) {
      ForgotPasswordFeature()
    } withDependencies: {
      $0.authClient.requestPasswordReset = { _ in throw error }
    }
    store.send(.sendResetLinkButtonTapped) { $0.isSending = true }
    store.receive(.resetRequestFailed(expected)) {
      $0.isSending = false
      $0.error = expected
    }
  }

  @Test func anUnexpectedFailureShowsTheGenericError() {
    let store = TestStore(initialState: ForgotPasswordFeature.State(email: "ada@example.com")) {
      ForgotPasswordFeature()
    } withDependencies: {
      $0.authClient.requestPasswordReset = { _ in throw UnexpectedFailure() }
    }
    store.send(.sendResetLinkButtonTapped) { $0.isSending = true }
    store.receive(.resetRequestFailed(.resetFailed)) {
      $0.isSending = false
      $0.error = .resetFailed
    }
  }
}
