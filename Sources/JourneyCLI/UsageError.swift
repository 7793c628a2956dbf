/// Arguments that parse but do not make sense, such as `--update` in CI mode.
struct UsageError: Error, CustomStringConvertible {
  /// What is wrong and how to fix it.
  var message: String

  init(_ message: String) {
    self.message = message
  }

  var description: String {
    message
  }
}
