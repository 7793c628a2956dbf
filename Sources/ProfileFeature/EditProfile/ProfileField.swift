/// A field of the Edit Profile form.
enum ProfileField: Hashable, Sendable {
  /// "Name".
  case name
  /// "Email".
  case email
}
