import Foundation
import JourneyFiles
import JourneyReports
import JourneyModel
import JourneyRunner
import JourneySuite

/// Reports a run for people, as it goes: the input's problems first, then one line per journey
/// in file order with its mark and real duration (and, on a terminal, a progress counter), then
/// every failure in full (with how a schedule changed the journey, under `--schedules`), the
/// warnings, what was done to golden files, how many journeys schedules changed, and last, alone
/// on its line, the counts: `3 passed, 1 failed`, with `, 2 skipped` when filters left journeys
/// out and `, 1 invalid file` when files did not load.
final class ConsoleReporter: SuiteRunObserver {
  private let output: TextOutput
  private let style: ConsoleStyle
  /// The command the hints tell a person to run.
  private let command: JourneyCommandName
  /// The schedules each journey also ran under, with `--schedules`.
  private let schedules: ClosedRange<UInt64>?
  private var total = 0
  private var finishedCount = 0
  private var isShowingProgress = false

  init(output: TextOutput, style: ConsoleStyle, command: JourneyCommandName, schedules: ClosedRange<UInt64>? = nil) {
    self.output = output
    self.style = style
    self.command = command
    self.schedules = schedules
  }

  // MARK: As it goes

  func runStarted(inputDiagnostics: [Diagnostic], inputErrors: [String], journeyCount: Int) {
    total = journeyCount
    for diagnostic in inputDiagnostics {
      output.write(render(diagnostic) + "\n")
    }
    for error in inputErrors {
      output.write(style.paint("error:", .red) + " \(error)\n")
    }
  }

  func journeysFinished(_ count: Int, of total: Int) {
    finishedCount = count
    showProgress()
  }

  func journeyReported(_ outcome: JourneyOutcome) {
    clearProgress()
    let journey = outcome.result.journey
    let mark = outcome.passed ? style.passMark : style.failMark
    output.write(
      "\(mark) \(identifier(journey)) \(style.paint("(\(WallTime.text(outcome.duration)))", .dim))\n")
    showProgress()
  }

  /// A counter line, rewritten in place, on a terminal only.
  private func showProgress() {
    guard output.isTerminal, finishedCount < total else { return }
    output.write("\r\u{1B}[2K[\(finishedCount)/\(total)] running\(style.usesUnicode ? "…" : "...")")
    isShowingProgress = true
  }

  private func clearProgress() {
    guard isShowingProgress else { return }
    output.write("\r\u{1B}[2K")
    isShowingProgress = false
  }

  // MARK: At the end

  /// Writes the failures, warnings, golden files and counts.
  func finish(_ report: RunReport) {
    clearProgress()
    writeFailures(report)
    writeWarnings(report)
    writeGoldenFiles(report)
    if let schedules {
      let differing = report.outcomes.count { $0.scheduleDifference != nil }
      output.write(
        "\nEach journey also ran under schedules \(schedules.lowerBound) to \(schedules.upperBound): "
          + "\(differing == 0 ? "none" : String(differing)) ended differently.\n")
    }
    output.write("\n" + Self.summary(report, style: style) + "\n")
  }

  private func writeFailures(_ report: RunReport) {
    let failed = report.outcomes.filter { !$0.passed }
    guard !failed.isEmpty else { return }
    output.write("\n" + style.paint("Failures:", .red) + "\n")
    for (number, outcome) in failed.enumerated() {
      output.write("\n\(number + 1)) \(identifier(outcome.result.journey))\n")
      if let failure = outcome.result.failure {
        output.write(paintSeverity(in: failure.description) + "\n")
      }
      for diagnostic in outcome.recordingFailures {
        output.write(render(diagnostic) + "\n")
      }
      if let difference = outcome.scheduleDifference {
        output.write(scheduleLines(difference, file: outcome.result.journey.file).map { "  " + $0 + "\n" }.joined())
      }
      if let trace = outcome.trace, let error = trace.error {
        output.write("  \(style.paint("error:", .red)) cannot write the trace \(trace.path): \(error)\n")
      } else if let trace = outcome.trace {
        let comparison = trace.lastPassedPath.map {
          "; compare it with the last passing run's: \(command.quoted("trace diff \($0) \(trace.path)"))"
        }
        output.write(
          "  trace: \(trace.path) (show it with \(command.quoted("trace show \(trace.path)"))\(comparison ?? ""))\n")
      }
      if let warning = outcome.trace?.warning {
        output.write("  \(style.paint("warning:", .yellow)) \(warning)\n")
      }
      for record in outcome.snapshots {
        switch record.action {
        case .pendingWritten(let path):
          output.write(
            "  the actual text of snapshot '\(record.outcome.key.name)' is in \(path); accept or reject it "
              + "with \(command.quoted("review")), or accept every difference with \(command.quoted("run --update"))\n")
        case .notWritten where record.outcome.status == .missing:
          output.write("  CI mode writes no golden files; record it with \(command.quoted("run")) and commit it\n")
        default:
          continue
        }
      }
    }
  }

  /// How a journey ends under the schedule that changed it and under its own, where their traces
  /// part (``TraceDivergence``), and the command that replays each.
  private func scheduleLines(_ difference: ScheduleDifference, file: String) -> [String] {
    let (baseline, other) = (difference.baselineTrace, difference.scheduleTrace)
    let aspects = difference.aspects.map(\.rawValue).joined(separator: " and the ")
    let verb = difference.aspects.count == 1 ? "differs" : "differ"
    var lines = [
      "\(style.paint("schedules:", .red)) under schedule \(difference.schedule) the \(aspects) \(verb) from "
        + "schedule \(difference.baseline)'s"
    ]
    for (schedule, trace) in [(difference.baseline, baseline), (difference.schedule, other)] {
      let failure = trace.steps.compactMap(\.failure).first ?? trace.failure
      let ending = failure.map { ": " + $0.prefix { $0 != "\n" } } ?? ""
      lines.append("  under schedule \(schedule): \(trace.status)\(ending)")
    }
    let divergence = TraceDivergence(from: baseline, to: other, noticing: TraceDivergence.visibleAspects)
    switch divergence?.place {
    case .step(let index):
      let step = baseline.steps[index]
      let parts = (divergence?.differences ?? []).map { difference in
        switch difference {
        case .step: "step"
        case .status: "status"
        case .aspect(let aspect, _, _): aspect == .pending ? "pending work" : aspect.rawValue
        case .ending: "ending"
        }
      }
      lines.append(
        "  their traces part at step \(index + 1): \(step.step) (\(step.location)), in its "
          + parts.joined(separator: ", "))
    case .onlyOneHasStep(let index, let inOld):
      let schedule = inOld ? difference.baseline : difference.schedule
      lines.append("  their traces part after step \(index): only schedule \(schedule) runs step \(index + 1) on")
    case .ending, nil:
      lines.append("  their traces part after the last step")
    }
    for schedule in [difference.baseline, difference.schedule] {
      lines.append("  replay schedule \(schedule) with \(command.quoted("run \(file) --schedule-seed \(schedule)"))")
    }
    return lines
  }

  private func writeWarnings(_ report: RunReport) {
    let warnings = report.outcomes.flatMap(\.result.warnings)
    guard !warnings.isEmpty else { return }
    output.write("\n" + style.paint("Warnings:", .yellow) + "\n\n")
    for warning in warnings {
      output.write(render(warning) + "\n")
    }
  }

  private func writeGoldenFiles(_ report: RunReport) {
    var lines: [String] = []
    for outcome in report.outcomes {
      for record in outcome.snapshots {
        switch record.action {
        case .written: lines.append("wrote \(record.goldenPath) (new snapshot)")
        case .updated: lines.append("updated \(record.goldenPath)")
        case .pendingWritten(let path): lines.append("wrote \(path) (differs from the golden file)")
        case .matched, .notWritten, .writeFailed: continue
        }
      }
    }
    lines += report.deletedFiles.map { "deleted \($0) (obsolete)" }
    for obsolete in report.obsoleteFiles {
      lines.append(style.paint(obsolete.message, report.obsoleteFilesFail ? .red : .yellow))
    }
    lines += report.fileErrors.map { style.paint("error:", .red) + " \($0)" }
    guard !lines.isEmpty else { return }
    output.write("\nGolden files:\n\n" + lines.map { "  " + $0 + "\n" }.joined())
  }

  /// `3 passed, 1 failed, 2 skipped, 1 invalid file, 2 obsolete golden files`, painted in
  /// `style`.
  static func summary(_ report: RunReport, style: ConsoleStyle) -> String {
    var parts = [
      style.paint("\(report.passedCount) passed", report.passedCount > 0 ? .green : .dim),
      style.paint("\(report.failedCount) failed", report.failedCount > 0 ? .red : .dim),
    ]
    if report.skippedCount > 0 {
      parts.append(style.paint("\(report.skippedCount) skipped", .yellow))
    }
    if report.invalidFileCount > 0 {
      parts.append(style.paint(count(report.invalidFileCount, "invalid file"), .red))
    }
    if report.obsoleteFilesFail {
      parts.append(style.paint(count(report.obsoleteFiles.count, "obsolete golden file"), .red))
    }
    return parts.joined(separator: ", ")
  }

  // MARK: Text

  private func identifier(_ journey: JourneyIdentity) -> String {
    "\(journey.file) \(style.separator) \(journey.name)"
  }

  /// `path:line:column: error: message`, the severity coloured.
  private func render(_ diagnostic: Diagnostic) -> String {
    paintSeverity(in: diagnostic.description)
  }

  /// Colours the severity of a rendered diagnostic on its first line.
  private func paintSeverity(in text: String) -> String {
    guard style.usesColor else { return text }
    for (severity, color) in [("error:", ConsoleStyle.Color.red), ("warning:", .yellow)] {
      if let range = text.range(of: ": \(severity) ") {
        return text.replacingCharacters(
          in: range, with: ": " + style.paint(severity, color) + " ")
      }
    }
    return text
  }

  /// `1 invalid file`, `2 invalid files`.
  static func count(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}
