/// Whether text has the shape of an email address: a local part of letters, digits and
/// `._%+-`, an `@`, and a domain of letters, digits, `.` and `-` ending in a dot and a top-level
/// domain of at least two letters, as in `ada@example.com`. Sign-in, sign-up, password reset and
/// the profile editor all hold an address to this one shape.
public enum EmailFormat {
  /// Whether `text`, taken whole, is shaped like an email address.
  public static func isValid(_ text: String) -> Bool {
    (try? pattern.wholeMatch(in: text)) != nil
  }

  /// The shape, compiled once: a regular expression literal is compiled anew each time it is
  /// evaluated, and validation runs on every keystroke.
  nonisolated(unsafe) private static let pattern = /[A-Za-z0-9._%+\-]+@[A-Za-z0-9.\-]+\.[A-Za-z]{2,}/
}
