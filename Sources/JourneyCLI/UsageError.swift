import JourneyModel

/// Arguments that parse but do not make sense, such as `--update` in CI mode, or a file they name
/// that does not hold what it should.
struct UsageError: Error, CustomStringConvertible {
  /// What is wrong and how to fix it.
  var message: String
  /// Where in a file the tool read the problem is, when that file shows it.
  var location: FileLocation?

  init(_ message: String, at location: FileLocation? = nil) {
    self.message = message
    self.location = location
  }

  var description: String {
    message
  }

  /// `error: message`, or `path:line:column: error: message` when the problem is at a place in a
  /// file, as a compiler writes it; the severity painted in `style`.
  func rendered(in style: ConsoleStyle) -> String {
    let severity = style.paint("error:", .red) + " " + message
    return location.map { "\($0): " + severity } ?? severity
  }
}
