import JourneyFiles
import JourneyModel
import JourneyReports
import JourneyRunner
import JourneySuite
import Prelude

/// Reports a run to GitHub Actions with workflow commands, beside the console: as it goes, an
/// `::error` for each input problem, failing step and journey another schedule changed
/// (`--schedules`), and a `::warning` for each of a journey's warnings, at its file, line and
/// column; at the end, one for each obsolete golden file (an error when it fails the run).
/// ``stepSummary(_:)`` is the run in Markdown, for `$GITHUB_STEP_SUMMARY`.
///
/// Paths are written relative to the working directory, the repository's root in a job, where
/// GitHub looks for the files it annotates.
final class GitHubReporter: SuiteRunObserver {
  private let output: TextOutput
  /// The folder the paths are written relative to.
  private let workingDirectory: String

  init(output: TextOutput, workingDirectory: String) {
    self.output = output
    self.workingDirectory = workingDirectory
  }

  // MARK: As it goes

  func runStarted(inputDiagnostics: [Diagnostic], inputErrors: [String], journeyCount: Int) {
    for diagnostic in inputDiagnostics {
      let title = diagnostic.severity == .error ? "invalid journey file" : "journey file"
      annotate(diagnostic.severity, at: diagnostic.location, title: title, diagnostic.message)
    }
    for error in inputErrors {
      output.write(Self.command("error", message: error))
    }
  }

  func journeysFinished(_ count: Int, of total: Int) {}

  func journeyReported(_ outcome: JourneyOutcome) {
    let name = outcome.result.journey.name
    if let failure = outcome.result.failure {
      annotate(.error, at: failure.location, title: "\(name) › \(failure.subject)", failure.message)
    }
    for diagnostic in outcome.recordingFailures + outcome.result.warnings {
      annotate(diagnostic.severity, at: diagnostic.location, title: name, diagnostic.message)
    }
    if let schedules = scheduleProblem(outcome) {
      annotate(.error, at: schedules.location, title: "\(name) › schedules", schedules.message)
    }
  }

  /// How another schedule changed the journey (`--schedules`), at the step where the two runs
  /// part or else at the journey: what differs, then how to replay each.
  private func scheduleProblem(_ outcome: JourneyOutcome) -> (location: FileLocation, message: String)? {
    guard let difference = outcome.scheduleDifference else { return nil }
    let schedules = ReportDocument.ScheduleDifferenceDocument(difference)
    let steps = outcome.result.steps
    let location =
      schedules.partingStep.flatMap { steps.indices.contains($0 - 1) ? steps[$0 - 1].step.location : nil }
      ?? outcome.result.journey.location
    return (location, schedules.message + "\n" + schedules.replayHint(file: relative(outcome.result.journey.file)))
  }

  // MARK: At the end

  /// Annotates the obsolete golden files, which only the whole run tells.
  func finish(_ report: RunReport) {
    for obsolete in report.obsoleteFiles {
      let properties = [("file", relative(obsolete.file.path)), ("title", "obsolete golden file")]
      output.write(
        Self.command(report.obsoleteFilesFail ? "error" : "warning", properties: properties, message: obsolete.message))
    }
  }

  /// The run in Markdown: a heading, the counts and a table of the failed journeys, each with
  /// where it failed and the first line of why.
  func stepSummary(_ report: RunReport) -> String {
    let counts = ConsoleReporter.summary(report, style: ConsoleStyle(usesColor: false, usesUnicode: true))
    var text = "### Journeys\n\n\(counts)\n"
    let failed = report.outcomes.filter { !$0.passed }
    guard !failed.isEmpty else { return text + "\n" }
    text += "\n| Journey | Location | Failure |\n| --- | --- | --- |\n"
    for outcome in failed {
      let journey = outcome.result.journey
      let diagnostic = outcome.failureDiagnostics.first
      let schedules = scheduleProblem(outcome)
      let location = diagnostic?.location ?? schedules?.location ?? journey.location
      let message = diagnostic?.message ?? schedules?.message ?? ""
      let firstLine = message.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
      let cells = [
        Self.tableCell(journey.name),
        "`\(Self.tableCell("\(relative(location.file)):\(location.line):\(location.column)"))`",
        Self.tableCell(String(firstLine)),
      ]
      text += "| \(cells.joined(separator: " | ")) |\n"
    }
    return text + "\n"
  }

  // MARK: Workflow commands

  private func annotate(_ severity: Diagnostic.Severity, at location: FileLocation, title: String, _ message: String) {
    let properties = [
      ("file", relative(location.file)), ("line", "\(location.line)"), ("col", "\(location.column)"), ("title", title),
    ]
    output.write(Self.command(severity == .error ? "error" : "warning", properties: properties, message: message))
  }

  private func relative(_ path: String) -> String {
    FilePath.relative(path, below: workingDirectory)
  }

  /// The line `::name key=value,…::message`, the values and the message escaped as the workflow
  /// command syntax requires, so that a message of several lines stays one command.
  static func command(_ name: String, properties: [(String, String)] = [], message: String) -> String {
    let list = properties.map { "\($0)=\(escapedProperty($1))" }.joined(separator: ",")
    return "::\(name)\(list.isEmpty ? "" : " " + list)::\(escapedData(message))\n"
  }

  /// A command's message: `%`, carriage returns and line feeds as `%25`, `%0D` and `%0A`.
  static func escapedData(_ text: String) -> String {
    escaped(text, ["%": "%25", "\r": "%0D", "\n": "%0A"])
  }

  /// A property's value: escaped as a message, and `:` and `,` as `%3A` and `%2C`.
  static func escapedProperty(_ text: String) -> String {
    escaped(text, ["%": "%25", "\r": "%0D", "\n": "%0A", ":": "%3A", ",": "%2C"])
  }

  /// `text` with the scalars of `escapes` replaced, scalar by scalar, so that the `\r\n` of a
  /// Windows line ending, one character, is two escapes.
  private static func escaped(_ text: String, _ escapes: [Unicode.Scalar: String]) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if let escape = escapes[scalar] {
        result += escape
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// `text` as a cell of a Markdown table, its pipes escaped.
  private static func tableCell(_ text: String) -> String {
    text.replacingOccurrences(of: "|", with: "\\|")
  }
}
