/// Why the Edit Profile form was not sent: a field is missing or malformed.
public enum ProfileFormError: String, Codable, CaseIterable, Hashable, Sendable {
  /// The name is empty: "Please enter your name".
  case missingName
  /// The email does not look like an address: "Invalid email format".
  case invalidEmail
}

extension ProfileFormError {
  /// The field the error is about.
  var field: ProfileField {
    switch self {
    case .missingName: .name
    case .invalidEmail: .email
    }
  }
}
