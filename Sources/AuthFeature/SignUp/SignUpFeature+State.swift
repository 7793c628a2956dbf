extension SignUpFeature {
  /// The Sign Up form, the registration under way and the error shown.
  public struct State: Equatable, Sendable, Codable {
    /// The name as typed.
    public var name: String
    /// The email as typed.
    public var email: String
    /// The password as typed.
    public var password: String
    /// The repeated password as typed.
    public var confirmPassword: String
    /// Whether the registration is under way; the form is disabled meanwhile.
    public var isRegistering: Bool
    /// The error shown under the form, if any.
    public var error: SignUpError?

    /// Makes the state; the defaults are an empty form.
    public init(
      name: String = "",
      email: String = "",
      password: String = "",
      confirmPassword: String = "",
      isRegistering: Bool = false,
      error: SignUpError? = nil
    ) {
      self.name = name
      self.email = email
      self.password = password
      self.confirmPassword = confirmPassword
      self.isRegistering = isRegistering
      self.error = error
    }

    /// Removes the error shown when it is about `field`, which the user just changed: a
    /// malformed or taken email is about the email, a short password about the password, a
    /// mismatch about both passwords, and a missing field or a failed request about every
    /// field.
    mutating func clearError(about field: SignUpField) {
      if let error, error.fields.contains(field) {
        self.error = nil
      }
    }

    /// The strength the indicator shows, or `nil` while the password is empty.
    public var passwordStrength: PasswordStrength? {
      password.isEmpty ? nil : PasswordStrength(of: password)
    }
  }
}
