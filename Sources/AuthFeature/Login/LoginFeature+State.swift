import SharedModels

extension LoginFeature {
  /// The Login form, the sign-in under way, the error shown, and the screen pushed on top.
  public struct State: Equatable, Sendable, Codable {
    /// The language of the screen's texts; the parent keeps it in sync with the preferences.
    public var language: Language
    /// The email as typed.
    public var email: String
    /// The password as typed; cleared once signed in.
    public var password: String
    /// Whether a successful email sign-in remembers the email for the next launch.
    public var isRememberMeOn: Bool
    /// Whether a sign-in (email, Apple or Google) is under way; the form is disabled meanwhile.
    public var isSigningIn: Bool
    /// The error shown under the form, if any.
    public var error: LoginError?
    /// The Sign Up or Forgot Password screen pushed on top of Login, if any.
    public var destination: Destination.State?

    /// Makes the state; the defaults are an empty form in English.
    public init(
      language: Language = .english,
      email: String = "",
      password: String = "",
      isRememberMeOn: Bool = false,
      isSigningIn: Bool = false,
      error: LoginError? = nil,
      destination: Destination.State? = nil
    ) {
      self.language = language
      self.email = email
      self.password = password
      self.isRememberMeOn = isRememberMeOn
      self.isSigningIn = isSigningIn
      self.error = error
      self.destination = destination
    }

    /// How many requests Login has under way: a sign-in (email, Apple or Google), and the
    /// registration or reset request of the pushed screen.
    public var requestsInFlight: Int {
      (isSigningIn ? 1 : 0) + (isPushedRequestRunning ? 1 : 0)
    }

    /// Whether the pushed Sign Up or Forgot Password screen is waiting for its request (the
    /// registration or the reset link). Going back is not offered meanwhile, and a dismissal
    /// sent anyway is ignored: the request always finishes, so a registration never ends half
    /// done with its tokens stored and nobody signed in.
    public var isPushedRequestRunning: Bool {
      switch destination {
      case .signUp(let signUp): signUp.isRegistering
      case .forgotPassword(let forgotPassword): forgotPassword.isSending
      case nil: false
      }
    }
  }
}
