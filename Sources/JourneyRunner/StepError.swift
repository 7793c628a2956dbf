import JourneyModel

/// Why a step failed, as the step found it; the run adds the context (screen, last actions) to
/// make it a ``JourneyFailure``.
struct StepError: Error {
  /// What was expected and what happened.
  var message: String
  /// A more precise location than the step's, such as one expectation of an `expect` step.
  var location: FileLocation?

  init(_ message: String, at location: FileLocation? = nil) {
    self.message = message
    self.location = location
  }

  /// The step needs the app, and it has not been launched.
  static let appNotRunning = StepError("the app is not running; add '- \(StepKind.Name.launch)' before this step")
}
