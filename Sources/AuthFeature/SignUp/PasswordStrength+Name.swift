extension PasswordStrength {
  /// The strength's name in `strings`' language: "Weak", "Medium" or "Strong".
  func name(_ strings: AuthStrings) -> String {
    switch self {
    case .weak: strings.weak
    case .medium: strings.medium
    case .strong: strings.strong
    }
  }
}
