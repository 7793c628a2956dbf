import Foundation
import JourneyFiles
import JourneyModel
import JourneyReports
import JourneySuite
import Prelude

extension JourneyTool {
  /// `journey review`: the changes of the local journeys, or of a report, chosen by the
  /// command's patterns, reviewed key by key in a terminal, or listed, accepted or rejected.
  func execute(
    _ command: ReviewCommand, files: ToolFiles, style: ConsoleStyle, output: TextOutput
  ) throws(UsageError) -> ExitStatus {
    let review = GoldenReview(command: self.command)
    let all: [GoldenChange]
    if let report = command.report {
      all = try files.readReport(report).goldenChanges(review: review, workingDirectory: files.workingDirectory)
    } else {
      let run = SuiteRun(
        host: host,
        configuration: RunConfiguration(
          paths: SelectionOptions.journeyPaths(command.patterns.filter(files.exists)), command: self.command))
      let suite = run.load()
      let discoveryErrors = suite.discoveryDiagnostics.filter { $0.severity == .error }
      guard discoveryErrors.isEmpty else {
        throw UsageError("no journeys to review the golden files of:\n\(Diagnostics(discoveryErrors))")
      }
      for file in suite.invalidFiles {
        output.write(
          style.paint("warning:", .yellow) + " \(file.path) does not load, so the changes of its goldens are "
            + "not reviewed; \(self.command.quoted("check \(file.path)")) says why\n")
      }
      all = run.goldenChanges(of: suite)
    }
    let changes =
      all.isEmpty
      ? []
      : try ReviewList.select(
        all, patterns: command.patterns, workingDirectory: files.workingDirectory, exists: files.exists,
        command: self.command)
    guard !changes.isEmpty else {
      if command.json {
        output.write(ReviewList.json([], workingDirectory: files.workingDirectory))
      } else {
        output.write("No golden change is waiting for review.\n")
      }
      return .passed
    }
    let reportArgument = command.report.map { " --report \($0)" } ?? ""
    if command.accept || command.reject {
      return decide(
        changes, command.accept ? .accepted : .rejected, review: review, files: files, style: style, output: output)
    }
    if !command.list, output.isTerminal, let terminal = ReviewTerminal() {
      return reviewInteractively(
        changes, in: terminal, review: review, files: files, style: style, output: output, report: command.report)
    }
    if command.json {
      output.write(ReviewList.json(changes, workingDirectory: files.workingDirectory))
    } else {
      output.write(ReviewList.text(changes, workingDirectory: files.workingDirectory, style: style))
      output.write(
        "\nReview them one at a time in a terminal with \(self.command.quoted("review\(reportArgument)")), "
          + "or accept them with \(self.command.quoted("review\(reportArgument) --accept")) "
          + "(some of them: \(self.command.quoted("review\(reportArgument) --accept PATTERN")))\n")
    }
    return .failed
  }

  /// Accepts or rejects every change of `changes`, saying what was done to each.
  private func decide(
    _ changes: [GoldenChange], _ decision: GoldenDecision, review: GoldenReview, files: ToolFiles,
    style: ConsoleStyle, output: TextOutput
  ) -> ExitStatus {
    var failed = 0
    for change in changes {
      let path = FilePath.relative(change.goldenPath, below: files.workingDirectory)
      do throws(GoldenFileError) {
        try review.apply(decision, to: change)
        output.write("\(decision == .accepted ? ReviewList.acceptedText(change.kind) : ReviewList.rejectedText(change.kind)) \(path)\n")
      } catch {
        failed += 1
        output.write(
          style.paint("error:", .red) + " cannot \(decision == .accepted ? "accept" : "reject") the change of "
            + "\(path): \(error.problem)\n")
      }
    }
    let done = changes.count - failed
    output.write(
      "\n\(decision == .accepted ? "Accepted" : "Rejected") \(done) of \(ConsoleReporter.count(changes.count, "golden change"))\n")
    return failed == 0 ? .passed : .failed
  }

  /// Shows each change in `terminal` and carries out the keys pressed, then the summary.
  func reviewInteractively(
    _ changes: [GoldenChange], in terminal: ReviewTerminal, review: GoldenReview, files: ToolFiles,
    style: ConsoleStyle, output: TextOutput, report: String?
  ) -> ExitStatus {
    var session = ReviewSession(
      changes: changes, sideBySide: terminal.size.width >= ReviewList.sideBySideWidth,
      workingDirectory: files.workingDirectory, command: self.command, report: report)
    while !session.isFinished {
      let size = terminal.size
      terminal.show(session.screen(style: style, width: size.width, height: size.height))
      session.press(terminal.readKey() ?? .quit, carryOut: review.apply)
    }
    terminal.restore()
    output.write(session.summary(style: style))
    return session.failures.isEmpty ? .passed : .failed
  }
}
