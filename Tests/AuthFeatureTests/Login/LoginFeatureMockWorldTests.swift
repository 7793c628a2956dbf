import AuthClient
import AuthFeature
import Dependencies
import Foundation
import KeychainClient
import MockKit
import ReducerTesting
import SharedModels
import SocialSignInClient
import StorageClient
import Testing

/// The Login feature against the mocks journeys use, at their default latencies, with stores that
/// survive a relaunch.
@Suite struct LoginFeatureMockWorldTests {
  private let world = MockWorld(
    catalog: MockCatalog([
      AuthClient.mockDescriptor, KeychainClient.mockDescriptor,
      SocialSignInClient.mockDescriptor, StorageClient.mockDescriptor,
    ]))

  private func launch(
    _ state: LoginFeature.State = LoginFeature.State()
  ) -> TestStore<LoginFeature> {
    TestStore(initialState: state) {
      LoginFeature()
    } withDependencies: { [world] in
      $0.authClient = .mock(world)
      $0.keychainClient = .mock(world)
      $0.socialSignInClient = .mock(world)
      $0.storageClient = .mock(world)
    }
  }

  @Test func aRememberedSignInIsPrefilledAfterARelaunch() throws {
    let store = launch(
      LoginFeature.State(email: "ada@example.com", password: "analytical", isRememberMeOn: true))
    store.send(.signInButtonTapped) { $0.isSigningIn = true }
    store.advance(by: .milliseconds(799))
    store.advance(by: .milliseconds(1))
    store.receive(.signInSucceeded(ada)) {
      $0.isSigningIn = false
      $0.password = ""
    }
    store.receive(.delegate(.signedIn(ada)))
    #expect(try world.store("keychain")[SessionKeychainKeys.accessToken] == "access-token-ada")
    #expect(try world.store("keychain")[SessionKeychainKeys.refreshToken] == "refresh-token-ada")
    #expect(try world.store("storage")[LoginFeature.rememberedEmailStorageKey] == "ada@example.com")

    let relaunched = launch()
    relaunched.send(.onAppear)
    relaunched.receive(.rememberedEmailLoaded("ada@example.com")) {
      $0.email = "ada@example.com"
      $0.isRememberMeOn = true
    }
  }

  @Test func signingInWithoutRememberMeForgetsTheRememberedEmail() throws {
    try world.store("storage")
      .setValue("grace@example.com", forKey: LoginFeature.rememberedEmailStorageKey)
    let store = launch(LoginFeature.State(email: "ada@example.com", password: "analytical"))
    store.send(.signInButtonTapped) { $0.isSigningIn = true }
    store.advance(by: .milliseconds(800))
    store.receive(.signInSucceeded(ada)) {
      $0.isSigningIn = false
      $0.password = ""
    }
    store.receive(.delegate(.signedIn(ada)))
    #expect(try world.store("storage")[LoginFeature.rememberedEmailStorageKey] == nil)
  }

  @Test func rejectedCredentialsLeaveTheKeychainEmpty() throws {
    try world.configure("auth", "login", .failure("unauthorized", latency: .milliseconds(200)))
    let store = launch(LoginFeature.State(email: "ada@example.com", password: "wrong"))
    store.send(.signInButtonTapped) { $0.isSigningIn = true }
    store.advance(by: .milliseconds(200))
    store.receive(.signInFailed(.invalidCredentials)) {
      $0.isSigningIn = false
      $0.error = .invalidCredentials
    }
    #expect(try world.store("keychain").contents.isEmpty)
  }

  @Test func aGoogleSignInStoresTheSessionWithTheProviderAnswer() throws {
    let store = launch()
    store.send(.socialSignInButtonTapped(.google)) { $0.isSigningIn = true }
    store.advance(by: .seconds(1))
    store.receive(.signInSucceeded(ada)) { $0.isSigningIn = false }
    store.receive(.delegate(.signedIn(ada)))
    #expect(try world.store("keychain")[SessionKeychainKeys.accessToken] == "access-token-ada")
    #expect(world.calls.map { "\($0.mock).\($0.endpoint)" } == [
      "socialSignIn.signIn", "keychain.save", "keychain.save",
    ])
  }

  @Test func signingUpSignsInAsTheNewAccount() throws {
    let form = SignUpFeature.State(
      name: "Grace Hopper", email: "grace@example.com", password: "Cobol1959!",
      confirmPassword: "Cobol1959!")
    var registering = form
    registering.isRegistering = true
    let grace = UserProfile(
      id: "user-ada", name: "Grace Hopper", email: "grace@example.com",
      avatarURL: URL(string: "https://example.com/avatars/ada.png"))
    let store = launch(LoginFeature.State(destination: .signUp(form)))
    store.send(.destination(.presented(.signUp(.createAccountButtonTapped)))) {
      $0.destination = .signUp(registering)
    }
    store.advance(by: .milliseconds(500))
    store.receive(.destination(.presented(.signUp(.registrationSucceeded(grace))))) {
      $0.destination = .signUp(form)
    }
    store.receive(.destination(.presented(.signUp(.delegate(.signedIn(grace)))))) {
      $0.destination = nil
    }
    store.receive(.delegate(.signedIn(grace)))
    #expect(try world.store("keychain")[SessionKeychainKeys.refreshToken] == "refresh-token-ada")
  }

  @Test func aCancelledAppleSignInChangesNothing() throws {
    try world.configure("socialSignIn", "signIn", .failure("cancelled", latency: .seconds(1)))
    let store = launch()
    store.send(.socialSignInButtonTapped(.apple)) { $0.isSigningIn = true }
    store.advance(by: .seconds(1))
    store.receive(.socialSignInCancelled) { $0.isSigningIn = false }
    #expect(world.calls.map(\.endpoint) == ["signIn"])
  }
}
