import AuthClient
import Dependencies
import KeychainClient
import ReducerCore
import SharedModels
import SocialSignInClient
import StorageClient

/// The Login screen, where a signed-out user signs in with email and password, with Apple or with
/// Google, and from which the Sign Up and Forgot Password screens are pushed. While a pushed
/// screen's request runs, going back from it is not possible (see
/// ``State/isPushedRequestRunning``).
///
/// A sign-in stores the session's tokens in the keychain (under ``SessionKeychainKeys``) and ends
/// with ``Action/Delegate/signedIn(_:)``; so does a sign-up on the pushed Sign Up screen. An email
/// sign-in fetches the profile with the new access token; Apple, Google and a sign-up use the
/// profile their answer carries.
///
/// When Remember Me is on, a successful email sign-in stores the email under
/// ``rememberedEmailStorageKey``, and ``Action/onAppear`` prefills it on the next launch; when it
/// is off, the sign-in forgets any remembered email. Failing to do either does not fail the
/// sign-in: ``Action/Delegate/emailNotRemembered`` or ``Action/Delegate/emailNotForgotten``
/// tells the parent first.
///
/// The parent keeps ``State/language`` in sync, sends ``Action/onAppear`` whenever it shows the
/// screen, and handles ``Action/delegate(_:)``.
public struct LoginFeature: Reducer {
  /// The storage key of the remembered email: a string, absent when none is remembered.
  public static let rememberedEmailStorageKey = "rememberedEmail"
  /// The name of the Login screen.
  public static let screenName = "Login"

  /// Every dependency, read once by an action however many of them it needs: each read of a
  /// `@Dependency` merges all the values the store sets into the reducer's own, whichever one
  /// it reads.
  @Dependency(\.self) var dependencies

  private enum CancelID: Hashable, Sendable {
    case rememberedEmail
  }

  /// Makes the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    // Composed once, when the store composes the body, not for every action.
    let login = Reduce(login)
    Reduce { state, action in
      if case .destination(.dismiss) = action, state.isPushedRequestRunning {
        return .none
      }
      return login.reduce(into: &state, action: action)
    }
  }

  private var login: some ReducerOf<Self> {
    Reduce(reduceLogin)
      .ifLet(\.destination, casePath: \.destination) { () -> Destination in Destination() }
  }

  private func reduceLogin(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .onAppear:
      return .run { [storageClient = dependencies.storageClient] send in
        let key = Self.rememberedEmailStorageKey
        if let email = try await storageClient.load(key, as: String.self) {
          await send(.rememberedEmailLoaded(email))
        }
      } catch: { _, _ in
        // A remembered email that cannot be read is only a prefill the person does without:
        // the field stays empty for them to type.
      }
      .cancellable(id: CancelID.rememberedEmail, cancelInFlight: true)

    case .rememberedEmailLoaded(let email):
      guard state.email.isEmpty else { return .none }
      state.email = email
      state.isRememberMeOn = true
      return .none

    case .emailChanged(let email):
      state.email = email
      return .none

    case .passwordChanged(let password):
      state.password = password
      return .none

    case .rememberMeToggled(let isOn):
      state.isRememberMeOn = isOn
      return .none

    case .signInButtonTapped:
      guard !state.isSigningIn else { return .none }
      let email = state.email.trimmed
      guard !email.isEmpty, !state.password.isEmpty else {
        state.error = .missingCredentials
        return .none
      }
      guard EmailFormat.isValid(email) else {
        state.error = .invalidEmailFormat
        return .none
      }
      state.error = nil
      state.isSigningIn = true
      return signIn(email: email, password: state.password, rememberEmail: state.isRememberMeOn)

    case .socialSignInButtonTapped(let provider):
      guard !state.isSigningIn else { return .none }
      state.error = nil
      state.isSigningIn = true
      return signIn(with: provider)

    case .signInSucceeded(let profile):
      state.isSigningIn = false
      state.password = ""
      return .send(.delegate(.signedIn(profile)))

    case .signInFailed(let error):
      state.isSigningIn = false
      state.error = error
      return .none

    case .socialSignInCancelled:
      state.isSigningIn = false
      return .none

    case .forgotPasswordButtonTapped:
      guard !state.isSigningIn else { return .none }
      state.destination = .forgotPassword(ForgotPasswordFeature.State(email: state.email.trimmed))
      return .none

    case .signUpButtonTapped:
      guard !state.isSigningIn else { return .none }
      state.destination = .signUp(SignUpFeature.State())
      return .none

    case .destination(.presented(.signUp(.delegate(.signedIn(let profile))))):
      state.destination = nil
      return .send(.delegate(.signedIn(profile)))

    case .destination, .delegate:
      return .none
    }
  }

  /// Signs in with the validated email and password, then remembers or forgets the email.
  private func signIn(email: String, password: String, rememberEmail: Bool) -> Effect<Action> {
    let dependencies = self.dependencies
    return .run {
      [
        authClient = dependencies.authClient, storageClient = dependencies.storageClient,
        sessionStarter = SessionStarter(dependencies)
      ] send in
      let response = try await authClient.login(email: email, password: password)
      let profile = try await sessionStarter.startFetchingProfile(with: response.tokens)
      // The user is signed in at this point: failing to update the remembered email only
      // changes the prefill on the next launch, so it is told, and does not fail the sign-in.
      do {
        if rememberEmail {
          try await storageClient.save(email, forKey: Self.rememberedEmailStorageKey)
        } else {
          try await storageClient.remove(key: Self.rememberedEmailStorageKey)
        }
      } catch is CancellationError {
        throw CancellationError()
      } catch {
        await send(.delegate(rememberEmail ? .emailNotRemembered : .emailNotForgotten))
      }
      await send(.signInSucceeded(profile))
    } catch: { error, send in
      await send(.signInFailed(LoginError(emailSignInError: error)))
    }
  }

  /// Signs in through `provider`.
  private func signIn(with provider: SignInProvider) -> Effect<Action> {
    let dependencies = self.dependencies
    return .run {
      [socialSignInClient = dependencies.socialSignInClient, sessionStarter = SessionStarter(dependencies)]
      send in
      let response = try await socialSignInClient.signIn(provider: provider)
      let profile = try await sessionStarter.start(with: response)
      await send(.signInSucceeded(profile))
    } catch: { error, send in
      if let loginError = LoginError(socialSignInError: error, provider: provider) {
        await send(.signInFailed(loginError))
      } else {
        await send(.socialSignInCancelled)
      }
    }
  }
}
