import SharedModels
import TextUI

extension LoginFeature {
  /// The screen on top: Login itself, or the Sign Up or Forgot Password screen pushed on it,
  /// with a navigation bar whose back button returns to Login. While the pushed screen's request
  /// runs, its bar has no back button: the request finishes first (see
  /// ``State/isPushedRequestRunning``).
  ///
  /// Login shows, in order: the lock.shield image, "Welcome Back", "Sign in to continue", the
  /// "Email" and "Password" fields, the "Remember Me" switch, the error if any, "Sign In" (with
  /// a progress indicator while signing in), "or", "Continue with Apple", "Continue with
  /// Google", "Forgot Password?", and "Don't have an account?" with "Sign Up". While a sign-in is
  /// under way every control is disabled.
  public static func screen(_ state: State) -> Screen<Action> {
    switch state.language {
    case .english: screen(state, .english)
    case .vietnamese: screen(state, .vietnamese)
    }
  }

  /// The screen with the strings of `strings`, the table of its language lent as stored: a copy
  /// of the table would retain and release each of its strings.
  private static func screen(_ state: State, _ strings: AuthStrings) -> Screen<Action> {
    switch state.destination {
    case nil:
      return loginScreen(state, strings)
    case .signUp(let signUp):
      return Screen(SignUpFeature.screenName) {
        pushedNavigationBar(strings.signUpTitle, state, strings)
        SignUpFeature.screen(signUp, language: state.language)
          .map { .destination(.presented(.signUp($0))) }
      }
    case .forgotPassword(let forgotPassword):
      return Screen(ForgotPasswordFeature.screenName) {
        pushedNavigationBar(strings.forgotPasswordTitle, state, strings)
        ForgotPasswordFeature.screen(forgotPassword, language: state.language)
          .map { .destination(.presented(.forgotPassword($0))) }
      }
    }
  }

  /// The bar of a pushed screen titled `title`: with a back button to Login, except while the
  /// screen's request runs.
  private static func pushedNavigationBar(
    _ title: String, _ state: State, _ strings: AuthStrings
  ) -> NavigationBar<Action> {
    if state.isPushedRequestRunning {
      return NavigationBar(title)
    }
    return NavigationBar(title, back: strings.back, onBack: { .destination(.dismiss) })
  }

  private static func loginScreen(_ state: State, _ strings: AuthStrings) -> Screen<Action> {
    let isBusy = state.isSigningIn
    let fixed = (isBusy ? busyParts : idleParts)[state.language]
    return Screen(screenName) {
      fixed.top
      TextField(
        strings.emailLabel, text: state.email, placeholder: strings.emailPlaceholder,
        isDisabled: isBusy
      ) { .emailChanged($0) }
      SecureField(
        strings.passwordLabel, text: state.password, placeholder: strings.passwordPlaceholder,
        isDisabled: isBusy
      ) { .passwordChanged($0) }
      Toggle(strings.rememberMe, isOn: state.isRememberMeOn, isDisabled: isBusy) {
        .rememberMeToggled($0)
      }
      if let error = state.error {
        ErrorMessage(error.message(strings))
      }
      fixed.bottom
    }
  }

  /// Login's elements above its fields and from "Sign In" down, which depend on nothing but the
  /// language and whether a sign-in is under way.
  private typealias FixedParts = (top: [Element<Action>], bottom: [Element<Action>])

  /// Login's `FixedParts` while no sign-in is under way.
  private static let idleParts = ByLanguage { fixedParts(AuthStrings($0), isBusy: false) }
  /// Login's `FixedParts` while a sign-in is under way.
  private static let busyParts = ByLanguage { fixedParts(AuthStrings($0), isBusy: true) }

  /// Login's `FixedParts` with the strings of `strings`, every control disabled when `isBusy`.
  private static func fixedParts(_ strings: AuthStrings, isBusy: Bool) -> FixedParts {
    (fixedTop(strings), fixedBottom(strings, isBusy: isBusy))
  }

  /// What Login shows above its fields: the image, "Welcome Back" and "Sign in to continue".
  @ElementBuilder<Action>
  private static func fixedTop(_ strings: AuthStrings) -> [Element<Action>] {
    Image("lock.shield")
    Heading(strings.welcomeBack)
    Text(strings.signInToContinue)
  }

  /// What Login shows from "Sign In" down, with a progress indicator and every button disabled
  /// when `isBusy`.
  @ElementBuilder<Action>
  private static func fixedBottom(_ strings: AuthStrings, isBusy: Bool) -> [Element<Action>] {
    Button(strings.signIn, isDisabled: isBusy) { .signInButtonTapped }
    if isBusy {
      ProgressIndicator(strings.signingIn)
    }
    Text(strings.or)
    Button(strings.continueWithApple, image: "apple.logo", isDisabled: isBusy) {
      .socialSignInButtonTapped(.apple)
    }
    Button(strings.continueWithGoogle, image: "g.circle", isDisabled: isBusy) {
      .socialSignInButtonTapped(.google)
    }
    Button(strings.forgotPasswordButton, isDisabled: isBusy) { .forgotPasswordButtonTapped }
    Text(strings.noAccountQuestion)
    Button(strings.signUpButton, isDisabled: isBusy) { .signUpButtonTapped }
  }
}
