import TextUI

/// A login screen like the app's, used by the screen-wide tests.
struct LoginFixture {
  var email = ""
  var password = ""
  var isLoading = false
  var errorMessage: String?
  var alert: String?

  var screen: Screen<TestAction> {
    Screen("Login") {
      Image("lock.shield")
      Heading("Welcome Back")
      Text("Sign in to continue")
      TextField("Email", text: email, placeholder: "Enter your email") { .changed("Email", to: $0) }
      SecureField("Password", text: password, placeholder: "Enter your password") {
        .changed("Password", to: $0)
      }
      if let errorMessage {
        ErrorMessage(errorMessage)
      }
      Button("Sign In", isDisabled: isLoading) { .tapped("Sign In") }
      if isLoading {
        ProgressIndicator("Signing in")
      }
      Text("or")
      Button("Continue with Apple", image: "apple.logo") { .tapped("Apple") }
      Button("Continue with Google", image: "g.circle") { .tapped("Google") }
      Button("Forgot Password?") { .tapped("Forgot Password?") }
      Text("Don't have an account?")
      Button("Sign Up") { .tapped("Sign Up") }
    }
    .alert(
      alert.map { message in
        Alert("Error", message: message, onDismiss: { .dismissed }) {
          Button("OK", role: .cancel) { .tapped("OK") }
        }
      }
    )
  }
}
