import Foundation
import JourneyModel
import JourneyRunner
import JourneySuite
import Prelude
import ValueCoding

/// Writes a run as JUnit XML, as CI systems read it: a `testsuite` per journey file and a
/// `testcase` per journey (each examples row its own), failures with a message that starts with
/// `file:line`, the steps and the trace files in `system-out`, and real times in seconds.
///
/// An invalid file is a `testsuite` whose one `testcase` has an `error` listing its problems.
/// Problems of the run as a whole (a selection matching nothing, obsolete golden files in CI mode,
/// files that could not be deleted) are `testcase`s of a last `testsuite` named `journey run`.
/// Journeys that `--filter`, `--tag` or `--shard` left out are not part of the run and are not
/// listed, so that the reports of several shards add up.
public enum JUnitReporter {
  /// The XML document of `report`.
  public static func document(_ report: RunReport) -> String {
    document(ReportDocument(report))
  }

  /// The XML document of a run as its JSON report holds it, such as merged shards.
  public static func document(_ report: ReportDocument) -> String {
    let suites = invalidFileSuites(report) + journeySuites(report) + runSuite(report)
    let totals = suites.reduce(into: (tests: 0, failures: 0, errors: 0)) { totals, suite in
      totals.tests += suite.cases.count
      totals.failures += suite.failures
      totals.errors += suite.errors
    }
    var lines = [
      #"<?xml version="1.0" encoding="UTF-8"?>"#,
      "<testsuites name=\"journeys\" tests=\"\(totals.tests)\" failures=\"\(totals.failures)\" "
        + "errors=\"\(totals.errors)\" skipped=\"0\" time=\"\(seconds(report.timing.seconds))\">",
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
    /// In seconds.
    var time: Double

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
    var location: ReportDocument.LocationDocument?
    /// In seconds.
    var time: Double
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

  private static func invalidFileSuites(_ report: ReportDocument) -> [Suite] {
    var files: [String] = []
    var errors: [String: [ReportDocument.DiagnosticDocument]] = [:]
    for diagnostic in report.inputDiagnostics where diagnostic.severity == "error" {
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
            name: file, className: file, location: first.location, time: 0,
            problem: ("error", message, "invalid input", diagnostics.map(\.text).joined(separator: "\n")),
            output: nil)
        ],
        time: 0)
    }
  }

  private static func journeySuites(_ report: ReportDocument) -> [Suite] {
    var suites: [Suite] = []
    for journey in report.journeys {
      let time = journey.timing.seconds
      let testCase = Case(
        name: journey.name, className: journey.file, location: journey.location, time: time,
        problem: failure(of: journey), output: steps(of: journey))
      if let last = suites.last, last.name == journey.file {
        suites[suites.count - 1].cases.append(testCase)
        suites[suites.count - 1].time += time
      } else {
        suites.append(Suite(name: journey.file, cases: [testCase], time: time))
      }
    }
    return suites
  }

  private static func runSuite(_ report: ReportDocument) -> [Suite] {
    var cases = report.inputErrors.map { error in
      Case(
        name: "selection", className: "journey run", location: nil, time: 0,
        problem: ("error", error, "invalid input", error), output: nil)
    }
    if report.goldenFiles.obsoleteFailsRun {
      cases += report.goldenFiles.obsolete.map { obsolete in
        Case(
          name: obsolete.path, className: "golden files", location: nil, time: 0,
          problem: ("failure", obsolete.message, "obsolete golden file", obsolete.message), output: nil)
      }
    }
    cases += report.goldenFiles.errors.map { error in
      let text = "\(error.path): \(error.problem)"
      return Case(
        name: error.path, className: "golden files", location: nil, time: 0,
        problem: ("failure", text, "golden file", text), output: nil)
    }
    return cases.isEmpty ? [] : [Suite(name: "journey run", cases: cases, time: 0)]
  }

  // MARK: Test cases

  private static func failure(of journey: ReportDocument.JourneyDocument)
    -> (element: String, message: String, type: String, text: String)?
  {
    guard journey.status == .failed else { return nil }
    guard let first = journey.failure?.diagnostic ?? journey.errors.first else {
      return journey.schedules.map { schedules in
        (
          "failure", "\(journey.file): \(schedules.message)", "schedule", schedules.replayHint(file: journey.file)
        )
      }
    }
    let type =
      switch journey.failure?.phase {
      case "setup": "setup"
      case "end": "end of journey"
      case nil: "golden file"
      default: "step"
      }
    var text = journey.failure.map { [$0.text] } ?? []
    text += journey.errors.map(\.text)
    for snapshot in journey.snapshots {
      if let path = snapshot.pendingFile {
        text.append("the actual text of snapshot '\(snapshot.name)' is in \(path)")
      }
    }
    let message = "\(first.location.file):\(first.location.line): \(firstLine(of: first.message))"
    return ("failure", message, type, text.joined(separator: "\n"))
  }

  /// One line per step, subflow steps indented, then the warnings, then the journey's trace file
  /// and its last passing run's, each as an attachment (`[[ATTACHMENT|path]]`, which Jenkins and
  /// GitLab link to the file among the job's artifacts).
  private static func steps(of journey: ReportDocument.JourneyDocument) -> String {
    var lines = journey.steps.map { step in
      let status = step.status.padding(toLength: 7, withPad: " ", startingAt: 0)
      return "\(status) \(String(repeating: "  ", count: step.depth))\(step.step) "
        + "(\(step.location.file):\(step.location.line):\(step.location.column), at \(step.virtualStart))"
    }
    lines += journey.warnings.map(\.text)
    lines += [journey.trace, journey.lastPassedTrace].compactMap { $0.map { "[[ATTACHMENT|\($0)]]" } }
    return lines.joined(separator: "\n") + "\n"
  }

  // MARK: Text

  private static func firstLine(of text: String) -> String {
    String(text.prefix { $0 != "\n" })
  }

  private static func seconds(_ seconds: Double) -> String {
    String(format: "%.3f", seconds)
  }
}
