import AuthFeature
import SharedModels
import Testing
import TextUI

@Suite struct SignUpFeatureScreenTests {
  @Test func empty() {
    #expect(SignUpFeature.screen(SignUpFeature.State(), language: .english).render() == """
      screen "Sign Up"
        heading "Create Account"
        text "Sign up to get started"
        text field "Name" = "" placeholder "Enter your name"
        text field "Email" = "" placeholder "Enter your email"
        secure field "Password" = "" placeholder "Create a password"
        secure field "Confirm Password" = "" placeholder "Re-enter your password"
        button "Create Account"
      """)
  }

  @Test func filledShowsThePasswordStrength() {
    let state = SignUpFeature.State(
      name: "Ada Lovelace", email: "ada@example.com", password: "Analytical1",
      confirmPassword: "Analytical")
    #expect(SignUpFeature.screen(state, language: .english).render() == """
      screen "Sign Up"
        heading "Create Account"
        text "Sign up to get started"
        text field "Name" = "Ada Lovelace"
        text field "Email" = "ada@example.com"
        secure field "Password" = "•••••••••••"
        text "Password strength: Medium"
        secure field "Confirm Password" = "••••••••••"
        button "Create Account"
      """)
  }

  @Test(arguments: [
    ("abc", "Password strength: Weak"),
    ("Analytical1", "Password strength: Medium"),
    ("Analytical1!", "Password strength: Strong"),
  ])
  func eachStrengthIsShown(password: String, indicator: String) {
    let screen = SignUpFeature.screen(SignUpFeature.State(password: password), language: .english)
    #expect(screen.visibleTexts.filter { $0.hasPrefix("Password strength") } == [indicator])
  }

  @Test func registeringDisablesTheFormAndShowsProgress() {
    let state = SignUpFeature.State(
      name: "Ada Lovelace", email: "ada@example.com", password: "Analytical1!",
      confirmPassword: "Analytical1!", isRegistering: true)
    #expect(SignUpFeature.screen(state, language: .english).render() == """
      screen "Sign Up"
        heading "Create Account"
        text "Sign up to get started"
        text field "Name" = "Ada Lovelace" [disabled]
        text field "Email" = "ada@example.com" [disabled]
        secure field "Password" = "••••••••••••" [disabled]
        text "Password strength: Strong"
        secure field "Confirm Password" = "••••••••••••" [disabled]
        button "Create Account" [disabled]
        progress "Creating account"
      """)
  }

  @Test(arguments: [
    (SignUpError.missingFields, "Please fill in all fields"),
    (.invalidEmailFormat, "Invalid email format"),
    (.passwordTooShort, "Password must be at least 8 characters"),
    (.passwordMismatch, "Passwords do not match"),
    (.emailTaken, "An account with this email already exists"),
    (.noConnection, "No internet connection"),
    (.signUpFailed, "Sign up failed. Please try again."),
  ])
  func eachErrorShowsItsMessageAboveTheButton(error: SignUpError, message: String) {
    let state = SignUpFeature.State(name: "Ada", error: error)
    #expect(SignUpFeature.screen(state, language: .english).render() == """
      screen "Sign Up"
        heading "Create Account"
        text "Sign up to get started"
        text field "Name" = "Ada"
        text field "Email" = "" placeholder "Enter your email"
        secure field "Password" = "" placeholder "Create a password"
        secure field "Confirm Password" = "" placeholder "Re-enter your password"
        error "\(message)"
        button "Create Account"
      """)
  }

  @Test func vietnamese() {
    let state = SignUpFeature.State(password: "abc", error: .emailTaken)
    #expect(SignUpFeature.screen(state, language: .vietnamese).render() == """
      screen "Sign Up"
        heading "Tạo tài khoản"
        text "Đăng ký để bắt đầu"
        text field "Họ tên" = "" placeholder "Nhập họ tên của bạn"
        text field "Email" = "" placeholder "Nhập email của bạn"
        secure field "Mật khẩu" = "•••"
        text "Độ mạnh mật khẩu: Yếu"
        secure field "Xác nhận mật khẩu" = "" placeholder "Nhập lại mật khẩu"
        error "Email này đã được sử dụng cho một tài khoản khác"
        button "Tạo tài khoản"
      """)
  }

  @Test(arguments: [
    (SignUpError.missingFields, "Vui lòng điền đầy đủ thông tin"),
    (.invalidEmailFormat, "Định dạng email không hợp lệ"),
    (.passwordTooShort, "Mật khẩu phải có ít nhất 8 ký tự"),
    (.passwordMismatch, "Mật khẩu không khớp"),
    (.noConnection, "Không có kết nối internet"),
    (.signUpFailed, "Đăng ký thất bại. Vui lòng thử lại."),
  ])
  func eachErrorIsTranslated(error: SignUpError, message: String) {
    let state = SignUpFeature.State(error: error)
    #expect(SignUpFeature.screen(state, language: .vietnamese).visibleTexts.contains(message))
  }

  @Test(arguments: [("Trung bình", "Analytical1"), ("Mạnh", "Analytical1!")])
  func eachStrengthIsTranslated(name: String, password: String) {
    let screen = SignUpFeature.screen(SignUpFeature.State(password: password), language: .vietnamese)
    #expect(screen.visibleTexts.contains("Độ mạnh mật khẩu: \(name)"))
  }

  @Test func everyControlSendsItsAction() throws {
    let screen = SignUpFeature.screen(SignUpFeature.State(), language: .english)
    #expect(try screen.type("Ada", into: "Name") == .nameChanged("Ada"))
    #expect(try screen.type("ada@example.com", into: "Email") == .emailChanged("ada@example.com"))
    #expect(try screen.type("Analytical1", into: "Password") == .passwordChanged("Analytical1"))
    #expect(
      try screen.type("Analytical1", into: "Confirm Password")
        == .confirmPasswordChanged("Analytical1"))
    #expect(try screen.tap("Create Account") == .createAccountButtonTapped)
  }
}
