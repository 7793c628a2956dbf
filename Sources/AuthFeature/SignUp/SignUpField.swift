/// A field of the Sign Up form.
enum SignUpField: CaseIterable, Hashable, Sendable {
  /// "Name".
  case name
  /// "Email".
  case email
  /// "Password".
  case password
  /// "Confirm Password".
  case confirmPassword
}
