import AuthFeature
import SharedModels
import Testing
import TextUI

@Suite struct LoginFeatureScreenTests {
  @Test func empty() {
    #expect(LoginFeature.screen(LoginFeature.State()).render() == """
      screen Login
        image lock.shield
        heading "Welcome Back"
        text "Sign in to continue"
        text field "Email" = "" placeholder "Enter your email"
        secure field "Password" = "" placeholder "Enter your password"
        toggle "Remember Me" [off]
        button "Sign In"
        text "or"
        button "Continue with Apple" image apple.logo
        button "Continue with Google" image g.circle
        button "Forgot Password?"
        text "Don't have an account?"
        button "Sign Up"
      """)
  }

  @Test func filledMasksThePassword() {
    let state = LoginFeature.State(
      email: "ada@example.com", password: "analytical", isRememberMeOn: true)
    #expect(LoginFeature.screen(state).render() == """
      screen Login
        image lock.shield
        heading "Welcome Back"
        text "Sign in to continue"
        text field "Email" = "ada@example.com"
        secure field "Password" = "••••••••••"
        toggle "Remember Me" [on]
        button "Sign In"
        text "or"
        button "Continue with Apple" image apple.logo
        button "Continue with Google" image g.circle
        button "Forgot Password?"
        text "Don't have an account?"
        button "Sign Up"
      """)
  }

  @Test func signingInDisablesTheFormAndShowsProgress() {
    let state = LoginFeature.State(
      email: "ada@example.com", password: "analytical", isSigningIn: true)
    #expect(LoginFeature.screen(state).render() == """
      screen Login
        image lock.shield
        heading "Welcome Back"
        text "Sign in to continue"
        text field "Email" = "ada@example.com" [disabled]
        secure field "Password" = "••••••••••" [disabled]
        toggle "Remember Me" [off] [disabled]
        button "Sign In" [disabled]
        progress "Signing in"
        text "or"
        button "Continue with Apple" image apple.logo [disabled]
        button "Continue with Google" image g.circle [disabled]
        button "Forgot Password?" [disabled]
        text "Don't have an account?"
        button "Sign Up" [disabled]
      """)
  }

  @Test(arguments: [
    (LoginError.missingCredentials, "Please enter email and password"),
    (.invalidEmailFormat, "Invalid email format"),
    (.invalidCredentials, "Invalid email or password"),
    (.noConnection, "No internet connection"),
    (.loginFailed, "Login failed. Please try again."),
    (.socialSignInFailed(.apple), "Sign in with Apple failed. Please try again."),
    (.socialSignInFailed(.google), "Sign in with Google failed. Please try again."),
  ])
  func eachErrorShowsItsMessageAboveSignIn(error: LoginError, message: String) {
    let state = LoginFeature.State(email: "ada@example.com", error: error)
    #expect(LoginFeature.screen(state).render() == """
      screen Login
        image lock.shield
        heading "Welcome Back"
        text "Sign in to continue"
        text field "Email" = "ada@example.com"
        secure field "Password" = "" placeholder "Enter your password"
        toggle "Remember Me" [off]
        error "\(message)"
        button "Sign In"
        text "or"
        button "Continue with Apple" image apple.logo
        button "Continue with Google" image g.circle
        button "Forgot Password?"
        text "Don't have an account?"
        button "Sign Up"
      """)
  }

  @Test func vietnamese() {
    let state = LoginFeature.State(language: .vietnamese, error: .invalidCredentials)
    #expect(LoginFeature.screen(state).render() == """
      screen Login
        image lock.shield
        heading "Chào mừng trở lại"
        text "Đăng nhập để tiếp tục"
        text field "Email" = "" placeholder "Nhập email của bạn"
        secure field "Mật khẩu" = "" placeholder "Nhập mật khẩu của bạn"
        toggle "Ghi nhớ đăng nhập" [off]
        error "Email hoặc mật khẩu không đúng"
        button "Đăng nhập"
        text "hoặc"
        button "Tiếp tục với Apple" image apple.logo
        button "Tiếp tục với Google" image g.circle
        button "Quên mật khẩu?"
        text "Chưa có tài khoản?"
        button "Đăng ký"
      """)
  }

  @Test(arguments: [
    (LoginError.missingCredentials, "Vui lòng nhập email và mật khẩu"),
    (.invalidEmailFormat, "Định dạng email không hợp lệ"),
    (.noConnection, "Không có kết nối internet"),
    (.loginFailed, "Đăng nhập thất bại. Vui lòng thử lại."),
    (.socialSignInFailed(.apple), "Đăng nhập bằng Apple thất bại. Vui lòng thử lại."),
    (.socialSignInFailed(.google), "Đăng nhập bằng Google thất bại. Vui lòng thử lại."),
  ])
  func eachErrorIsTranslated(error: LoginError, message: String) {
    let state = LoginFeature.State(language: .vietnamese, error: error)
    #expect(LoginFeature.screen(state).visibleTexts.contains(message))
  }

  @Test func everyControlSendsItsAction() throws {
    let screen = LoginFeature.screen(LoginFeature.State(email: "ada@"))
    #expect(try screen.type("example.com", into: "Email") == .emailChanged("ada@example.com"))
    #expect(try screen.type("analytical", into: "Password") == .passwordChanged("analytical"))
    #expect(try screen.toggle("Remember Me") == .rememberMeToggled(true))
    #expect(try screen.tap("Sign In") == .signInButtonTapped)
    #expect(try screen.tap("Continue with Apple") == .socialSignInButtonTapped(.apple))
    #expect(try screen.tap("Continue with Google") == .socialSignInButtonTapped(.google))
    #expect(try screen.tap("Forgot Password?") == .forgotPasswordButtonTapped)
    #expect(try screen.tap("Sign Up") == .signUpButtonTapped)
    #expect(throws: InteractionError.self) { try screen.back() }
  }

  @Test func whileSigningInNothingCanBeTapped() {
    let screen = LoginFeature.screen(
      LoginFeature.State(email: "ada@example.com", password: "analytical", isSigningIn: true))
    let buttons = [
      "Sign In", "Continue with Apple", "Continue with Google", "Forgot Password?", "Sign Up",
    ]
    for label in buttons {
      #expect(throws: InteractionError.disabled(label: label, kind: .button, interaction: .tap)) {
        try screen.tap(label)
      }
    }
    #expect(
      throws: InteractionError.disabled(label: "Email", kind: .textField, interaction: .type)
    ) { try screen.type("x", into: "Email") }
    #expect(
      throws: InteractionError.disabled(label: "Remember Me", kind: .toggle, interaction: .toggle)
    ) { try screen.toggle("Remember Me") }
  }

  @Test func signUpIsPushedWithABackButton() throws {
    let state = LoginFeature.State(destination: .signUp(SignUpFeature.State(name: "Ada")))
    let screen = LoginFeature.screen(state)
    #expect(screen.render() == """
      screen "Sign Up"
        navigation "Sign Up" back "Back"
        heading "Create Account"
        text "Sign up to get started"
        text field "Name" = "Ada"
        text field "Email" = "" placeholder "Enter your email"
        secure field "Password" = "" placeholder "Create a password"
        secure field "Confirm Password" = "" placeholder "Re-enter your password"
        button "Create Account"
      """)
    #expect(try screen.back() == .destination(.dismiss))
    #expect(
      try screen.type(" Lovelace", into: "Name")
        == .destination(.presented(.signUp(.nameChanged("Ada Lovelace")))))
    #expect(
      try screen.tap("Create Account")
        == .destination(.presented(.signUp(.createAccountButtonTapped))))
  }

  @Test(arguments: [
    LoginFeature.Destination.State.signUp(SignUpFeature.State(isRegistering: true)),
    .forgotPassword(ForgotPasswordFeature.State(email: "ada@example.com", isSending: true)),
  ])
  func aPushedScreenHasNoBackButtonWhileItsRequestRuns(
    destination: LoginFeature.Destination.State
  ) throws {
    let screen = LoginFeature.screen(LoginFeature.State(destination: destination))
    let bar = try #require(screen.render().split(separator: "\n").dropFirst().first)
    #expect(!bar.contains("back"))
    #expect(throws: InteractionError.self) { try screen.back() }
  }

  @Test func forgotPasswordIsPushedWithABackButton() throws {
    let state = LoginFeature.State(
      language: .vietnamese,
      destination: .forgotPassword(ForgotPasswordFeature.State(email: "ada@example.com")))
    let screen = LoginFeature.screen(state)
    #expect(screen.render() == """
      screen "Forgot Password"
        navigation "Quên mật khẩu" back "Quay lại"
        image key.fill
        heading "Đặt lại mật khẩu"
        text "Nhập email của bạn, chúng tôi sẽ gửi liên kết để đặt lại mật khẩu."
        text field "Email" = "ada@example.com"
        button "Gửi liên kết đặt lại"
      """)
    #expect(try screen.back() == .destination(.dismiss))
    #expect(
      try screen.tap("Gửi liên kết đặt lại")
        == .destination(.presented(.forgotPassword(.sendResetLinkButtonTapped))))
  }
}
