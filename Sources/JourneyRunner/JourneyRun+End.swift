import JourneyModel

/// The check after the last step: what the app left running, and in an exhaustive journey the
/// actions effects delivered that no `receive` step checked.
extension JourneyRun {
  func checkEnd() {
    let problems = [driver.leftoverWork(), receipts.uncheckedActions()].compactMap { $0 }
    guard !problems.isEmpty else { return }
    if journey.exhaustive {
      failure = makeFailure(
        .end, StepError(problems.joined(separator: "\n")), defaultLocation: journey.location)
    } else {
      issues.warnings += problems.map { Diagnostic(.warning, at: journey.location, $0) }
    }
  }
}
