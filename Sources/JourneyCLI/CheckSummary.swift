import JourneySuite
import JourneySuiteCheck

/// What `journey check` shows: every problem of every journey and invariants file, as
/// `path:line:column: error: message`, then the counts.
///
/// ```
/// Scenarios/login.yaml:7:7: error: unknown step 'tapp'; did you mean 'tap'?
///
/// 3 files, 4 journeys: 1 error in 1 file
/// ```
struct CheckSummary {
  let suite: LoadedSuite
  let style: ConsoleStyle

  var text: String {
    let diagnostics = suite.diagnostics
    let errorCount = diagnostics.count { $0.severity == .error }
    let warningCount = diagnostics.count { $0.severity == .warning }
    var problems: [String] = []
    if errorCount > 0 {
      problems.append(
        ConsoleReporter.count(errorCount, "error") + " in "
          + ConsoleReporter.count(Set(diagnostics.filter { $0.severity == .error }.map(\.location.file)).count, "file"))
    }
    if warningCount > 0 {
      problems.append(ConsoleReporter.count(warningCount, "warning"))
    }
    let invariantsFiles =
      suite.invariantsFiles.isEmpty ? "" : ", " + ConsoleReporter.count(suite.invariantsFiles.count, "invariants file")
    let counts =
      ConsoleReporter.count(suite.files.count, "file") + ", "
      + ConsoleReporter.count(suite.journeys.count, "journey") + invariantsFiles + ": "
      + (problems.isEmpty ? "no problems" : problems.joined(separator: ", "))
    return (diagnostics.map(\.description) + ["", counts]).joined(separator: "\n") + "\n"
  }

  var exitStatus: ExitStatus {
    suite.hasErrors ? .invalidInput : .passed
  }
}
