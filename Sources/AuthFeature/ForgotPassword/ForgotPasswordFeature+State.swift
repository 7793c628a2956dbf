extension ForgotPasswordFeature {
  /// The Forgot Password form, the request under way, the error shown and, once the link is on
  /// its way, the address it went to.
  public struct State: Equatable, Sendable, Codable {
    /// The email as typed.
    public var email: String
    /// Whether the reset request is under way; the form is disabled meanwhile.
    public var isSending: Bool
    /// The error shown under the form, if any.
    public var error: ForgotPasswordError?
    /// The address the reset link was sent to; once set, the confirmation replaces the form.
    public var linkSentTo: String?

    /// Makes the state; the defaults are an empty form.
    public init(
      email: String = "",
      isSending: Bool = false,
      error: ForgotPasswordError? = nil,
      linkSentTo: String? = nil
    ) {
      self.email = email
      self.isSending = isSending
      self.error = error
      self.linkSentTo = linkSentTo
    }
  }
}
