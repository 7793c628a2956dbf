import AuthFeature
import SharedModels
import Testing
import TextUI

@Suite struct ForgotPasswordFeatureScreenTests {
  @Test func empty() {
    let screen = ForgotPasswordFeature.screen(ForgotPasswordFeature.State(), language: .english)
    #expect(screen.render() == """
      screen "Forgot Password"
        image key.fill
        heading "Reset Password"
        text "Enter your email and we'll send you a link to reset your password."
        text field "Email" = "" placeholder "Enter your email"
        button "Send Reset Link"
      """)
  }

  @Test func sendingDisablesTheFormAndShowsProgress() {
    let state = ForgotPasswordFeature.State(email: "ada@example.com", isSending: true)
    #expect(ForgotPasswordFeature.screen(state, language: .english).render() == """
      screen "Forgot Password"
        image key.fill
        heading "Reset Password"
        text "Enter your email and we'll send you a link to reset your password."
        text field "Email" = "ada@example.com" [disabled]
        button "Send Reset Link" [disabled]
        progress "Sending reset link"
      """)
  }

  @Test(arguments: [
    (ForgotPasswordError.missingEmail, "Please enter your email"),
    (.invalidEmailFormat, "Invalid email format"),
    (.noConnection, "No internet connection"),
    (.resetFailed, "Could not send the reset link. Please try again."),
  ])
  func eachErrorShowsItsMessageAboveTheButton(error: ForgotPasswordError, message: String) {
    let state = ForgotPasswordFeature.State(email: "ada", error: error)
    #expect(ForgotPasswordFeature.screen(state, language: .english).render() == """
      screen "Forgot Password"
        image key.fill
        heading "Reset Password"
        text "Enter your email and we'll send you a link to reset your password."
        text field "Email" = "ada"
        error "\(message)"
        button "Send Reset Link"
      """)
  }

  @Test func sentShowsTheConfirmationInsteadOfTheForm() {
    let state = ForgotPasswordFeature.State(email: "ada@example.com", linkSentTo: "ada@example.com")
    let screen = ForgotPasswordFeature.screen(state, language: .english)
    #expect(screen.render() == """
      screen "Forgot Password"
        image envelope.badge
        heading "Check Your Email"
        text "We sent a password reset link to ada@example.com."
      """)
    #expect(screen.labels.isEmpty)
  }

  @Test func vietnamese() {
    let form = ForgotPasswordFeature.State(email: "ada", error: .invalidEmailFormat)
    #expect(ForgotPasswordFeature.screen(form, language: .vietnamese).render() == """
      screen "Forgot Password"
        image key.fill
        heading "Đặt lại mật khẩu"
        text "Nhập email của bạn, chúng tôi sẽ gửi liên kết để đặt lại mật khẩu."
        text field "Email" = "ada"
        error "Định dạng email không hợp lệ"
        button "Gửi liên kết đặt lại"
      """)
    let sent = ForgotPasswordFeature.State(linkSentTo: "ada@example.com")
    #expect(ForgotPasswordFeature.screen(sent, language: .vietnamese).render() == """
      screen "Forgot Password"
        image envelope.badge
        heading "Kiểm tra email của bạn"
        text "Chúng tôi đã gửi liên kết đặt lại mật khẩu đến ada@example.com."
      """)
  }

  @Test(arguments: [
    (ForgotPasswordError.missingEmail, "Vui lòng nhập email của bạn"),
    (.noConnection, "Không có kết nối internet"),
    (.resetFailed, "Không thể gửi liên kết đặt lại. Vui lòng thử lại."),
  ])
  func eachErrorIsTranslated(error: ForgotPasswordError, message: String) {
    let state = ForgotPasswordFeature.State(error: error)
    #expect(ForgotPasswordFeature.screen(state, language: .vietnamese).visibleTexts.contains(message))
  }

  @Test func everyControlSendsItsAction() throws {
    let screen = ForgotPasswordFeature.screen(ForgotPasswordFeature.State(), language: .english)
    #expect(try screen.type("ada@example.com", into: "Email") == .emailChanged("ada@example.com"))
    #expect(try screen.tap("Send Reset Link") == .sendResetLinkButtonTapped)
  }
}
