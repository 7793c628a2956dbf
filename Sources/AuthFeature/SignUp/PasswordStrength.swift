/// How hard a password is to guess, as the Sign Up screen's indicator shows it.
///
/// A password shorter than ``SignUpFeature/minimumPasswordLength`` is weak. A longer one earns a
/// point for each of: at least 12 characters, both lowercase and uppercase letters, a digit, and a
/// character that is neither letter nor digit. Up to 1 point is weak, 2 is medium, 3 or more is
/// strong.
public enum PasswordStrength: String, Codable, CaseIterable, Hashable, Sendable {
  /// Easily guessed: short, or of one kind of character.
  case weak
  /// Fair: long enough, with some variety.
  case medium
  /// Hard to guess: long and varied.
  case strong

  /// The strength of `password`.
  public init(of password: String) {
    guard password.count >= SignUpFeature.minimumPasswordLength else {
      self = .weak
      return
    }
    let points = [
      password.count >= 12,
      password.contains(where: \.isLowercase) && password.contains(where: \.isUppercase),
      password.contains(where: \.isNumber),
      password.contains(where: { !$0.isLetter && !$0.isNumber }),
    ].filter { $0 }.count
    switch points {
    case ...1: self = .weak
    case 2: self = .medium
    default: self = .strong
    }
  }
}
