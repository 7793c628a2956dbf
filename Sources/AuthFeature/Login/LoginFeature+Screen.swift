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
    return Screen(screenName) {
      Image("lock.shield")
      Heading(strings.welcomeBack)
      Text(strings.signInToContinue)
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
}
