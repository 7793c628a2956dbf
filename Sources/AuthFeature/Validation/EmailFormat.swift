/// Whether text has the shape of an email address: a local part of letters, digits and
/// `._%+-`, an `@`, and a domain of letters, digits, `.` and `-` ending in a dot and a top-level
/// domain of at least two letters, as in `ada@example.com`.
enum EmailFormat {
  /// Whether `text`, taken whole, is shaped like an email address.
  static func isValid(_ text: String) -> Bool {
    text.wholeMatch(of: /[A-Za-z0-9._%+\-]+@[A-Za-z0-9.\-]+\.[A-Za-z]{2,}/) != nil
  }
}
