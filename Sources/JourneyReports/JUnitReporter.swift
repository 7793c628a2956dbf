import Foundation
import JourneyModel
import JourneyRunner
import JourneySuite
import Prelude
import ValueCoding

/// Writes a run as JUnit XML, as CI systems read it: a `testsuite` per journey file and a
/// `testcase` per journey (each examples row its own), failures with a message that starts with
/// `file:line`, the steps in `system-out`, and real times in seconds.
///
/// An invalid file is a `testsuite` whose one `testcase` has an `error` listing its problems.
/// Problems of the run as a whole (a selection matching nothing, obsolete golden files in CI mode,
/// files that could not be deleted) are `testcase`s of a last `testsuite` named `journey run`.
/// Journeys that `--filter`, `--tag` or `--shard` left out are not part of the run and are not
/// listed, so that the reports of several shards add up.
public enum JUnitReporter {
  /// The XML document of `report`.
  public static func document(_ report: RunReport) -> String {
    let suites = invalidFileSuites(report) + journeySuites(report) + runSuite(report)
    let totals = suites.reduce(into: (tests: 0, failures: 0, errors: 0)) { totals, suite in
      totals.tests += suite.cases.count
      totals.failures += suite.failures
      totals.errors += suite.errors
    }
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      "<testsuites name=\"journeys\" tests=\"\(totals.tests)\" failures=\"\(totals.failures)\" "
        + "errors=\"\(totals.errors)\" skipped=\"0\" time=\"\(seconds(report.duration))\">",
    ]
    for suite in suites {
      lines += suite.lines
    }
    lines.append("</testsuites>")
    return lines.joined(separator: "\n") + "\n"
  }

  // MARK: Suites

  private struct Suite {
    var name: String
    var cases: [Case]
    var time: Duration

    var failures: Int { cases.count { $0.problem?.element == "failure" } }
    var errors: Int { cases.count { $0.problem?.element == "error" } }

    var lines: [String] {
      [
        "  <testsuite name=\"\(XMLText.attribute(name))\" tests=\"\(cases.count)\" failures=\"\(failures)\" "
          + "errors=\"\(errors)\" skipped=\"0\" time=\"\(seconds(time))\">"
      ] + cases.flatMap(\.lines) + ["  </testsuite>"]
    }
  }

  private struct Case {
    var name: String
    var className: String
    var location: FileLocation?
    var time: Duration
    /// `failure` or `error`, with its message, type and text.
    var problem: (element: String, message: String, type: String, text: String)?
    var output: String?

    var lines: [String] {
      var attributes = "name=\"\(XMLText.attribute(name))\" classname=\"\(XMLText.attribute(className))\""
      if let location {
        attributes += " file=\"\(XMLText.attribute(location.file))\" line=\"\(location.line)\""
      }
      attributes += " time=\"\(seconds(time))\""
      guard problem != nil || output != nil else { return ["    <testcase \(attributes)/>"] }
      var lines = ["    <testcase \(attributes)>"]
      if let problem {
        lines.append(
          "      <\(problem.element) message=\"\(XMLText.attribute(problem.message))\" "
            + "type=\"\(XMLText.attribute(problem.type))\">\(XMLText.content(problem.text))</\(problem.element)>")
      }
      if let output {
        lines.append("      <system-out>\(XMLText.content(output))</system-out>")
      }
      lines.append("    </testcase>")
      return lines
    }
  }

  private static func invalidFileSuites(_ report: RunReport) -> [Suite] {
    var files: [String] = []
    var errors: [String: [Diagnostic]] = [:]
    for diagnostic in report.inputDiagnostics where diagnostic.severity == .error {
      let file = diagnostic.location.file
      if errors[file] == nil { files.append(file) }
      errors[file, default: []].append(diagnostic)
    }
    return files.map { file in
      let diagnostics = errors[file] ?? []
      let first = diagnostics[0]
      let message = "\(first.location.file):\(first.location.line): \(firstLine(of: first.message))"
        + (diagnostics.count > 1 ? " (and \(diagnostics.count - 1) more)" : "")
      return Suite(
        name: file,
        cases: [
          Case(
            name: file, className: file, location: first.location, time: .zero,
            problem: ("error", message, "invalid input", diagnostics.map(\.description).joined(separator: "\n")),
            output: nil)
        ],
        time: .zero)
    }
  }

  private static func journeySuites(_ report: RunReport) -> [Suite] {
    var suites: [Suite] = []
    for outcome in report.outcomes {
      let journey = outcome.result.journey
      let testCase = Case(
        name: journey.name, className: journey.file, location: journey.location, time: outcome.duration,
        problem: failure(of: outcome), output: steps(of: outcome))
      if let last = suites.last, last.name == journey.file {
        suites[suites.count - 1].cases.append(testCase)
        suites[suites.count - 1].time += outcome.duration
      } else {
        suites.append(Suite(name: journey.file, cases: [testCase], time: outcome.duration))
      }
    }
    return suites
  }

  private static func runSuite(_ report: RunReport) -> [Suite] {
    var cases = report.inputErrors.map { error in
      Case(
        name: "selection", className: "journey run", location: nil, time: .zero,
        problem: ("error", error, "invalid input", error), output: nil)
    }
    if report.obsoleteFilesFail {
      cases += report.obsoleteFiles.map { obsolete in
        Case(
          name: obsolete.file.path, className: "golden files", location: nil, time: .zero,
          problem: ("failure", obsolete.message, "obsolete golden file", obsolete.message), output: nil)
      }
    }
    cases += report.fileErrors.map { error in
      Case(
        name: error.path, className: "golden files", location: nil, time: .zero,
        problem: ("failure", error.description, "golden file", error.description), output: nil)
    }
    return cases.isEmpty ? [] : [Suite(name: "journey run", cases: cases, time: .zero)]
  }

  // MARK: Test cases

  private static func failure(of outcome: JourneyOutcome)
    -> (element: String, message: String, type: String, text: String)?
  {
    guard !outcome.passed, let first = outcome.failureDiagnostics.first else { return nil }
    let type =
      switch outcome.result.failure?.phase {
      case .setup: "setup"
      case .step: "step"
      case .end: "end of journey"
      case nil: "golden file"
      }
    var text = outcome.result.failure.map { [$0.description] } ?? []
    text += outcome.recordingFailures.map(\.description)
    for record in outcome.snapshots {
      if case .pendingWritten(let path) = record.action {
        text.append("the actual text of snapshot '\(record.outcome.key.name)' is in \(path)")
      }
    }
    let message = "\(first.location.file):\(first.location.line): \(firstLine(of: first.message))"
    return ("failure", message, type, text.joined(separator: "\n"))
  }

  /// One line per step, subflow steps indented, then the warnings.
  private static func steps(of outcome: JourneyOutcome) -> String {
    var lines = outcome.result.steps.map { step in
      let status =
        switch step.status {
        case .passed: "passed "
        case .failed: "failed "
        case .skipped: "skipped"
        }
      return "\(status) \(String(repeating: "  ", count: step.depth))\(step.step.kind.summary) "
        + "(\(step.step.location), at \(step.startTime.journeyDescription))"
    }
    lines += outcome.result.warnings.map(\.description)
    return lines.joined(separator: "\n") + "\n"
  }

  // MARK: Text

  private static func firstLine(of text: String) -> String {
    String(text.prefix { $0 != "\n" })
  }

  private static func seconds(_ duration: Duration) -> String {
    String(format: "%.3f", duration.inSeconds)
  }
}
