import ProfileClient

/// Why a request of the profile screens failed, as the screens tell it.
public enum ProfileFailure: String, Codable, CaseIterable, Hashable, Sendable {
  /// The server did not accept the email address.
  case invalidEmail
  /// The device is offline: "No internet connection".
  case noConnection
  /// Anything else went wrong: the server failed, or the profile could not be stored on the
  /// device.
  case unexpected

  /// The failure an error of the profile client, or of storing the profile, stands for.
  init(_ error: any Error) {
    switch error as? ProfileError {
    case .invalidEmail: self = .invalidEmail
    case .noConnection: self = .noConnection
    case .server, nil: self = .unexpected
    }
  }
}

extension ProfileFailure {
  /// The field of Edit Profile a failed save is about, or `nil` when it is about the whole form.
  var field: ProfileField? {
    switch self {
    case .invalidEmail: .email
    case .noConnection, .unexpected: nil
    }
  }
}
