/// The shape an email address must have before the profile is sent to the server.
enum EmailFormat {
  /// Whether `text`, taken whole, looks like an email address: a local part of letters, digits
  /// and `._%+-`, an `@`, and a domain of letters, digits, dots and hyphens that ends in a dot
  /// and a top-level domain of two or more letters, as in `ada@example.com`.
  static func isValid(_ text: String) -> Bool {
    text.wholeMatch(of: /[A-Za-z0-9._%+\-]+@[A-Za-z0-9.\-]+\.[A-Za-z]{2,}/) != nil
  }
}
