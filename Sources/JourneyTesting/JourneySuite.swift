import Foundation
import IssueReporting
import JourneyCLI
import JourneyRunner

/// Runs the journeys of a folder from a test, reporting each problem as a test issue.
///
/// ```swift
/// @Test func journeys() {
///   JourneySuite.run(host: AppJourneyHost(), folder: "Scenarios")
/// }
/// ```
///
/// It runs in CI mode by default: no golden file is written, a missing golden file fails, and
/// golden files no journey takes fail. Each failed journey, invalid file and obsolete golden file
/// is one issue, reported at the caller's line with the journey file's `path:line:column` in its
/// message (an issue's own location can only be a Swift source location).
public enum JourneySuite {
  /// Runs every journey under `folder` against `host`.
  ///
  /// - Parameters:
  ///   - folder: The folder of journey files; a relative path is looked for in the current
  ///     folder, then in each folder above the calling source file, so that `Scenarios` finds
  ///     the package's `Scenarios` folder from a test.
  ///   - mode: What to do with golden files; CI mode unless told otherwise.
  ///   - seed: The seed of the app's random numbers.
  /// - Returns: The report, for further checks.
  @discardableResult
  public static func run<Host: JourneyHost>(
    host: Host,
    folder: String,
    mode: SnapshotMode = .ci,
    seed: UInt64 = 0,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> RunReport {
    let configuration = RunConfiguration(
      paths: [resolve(folder, from: "\(filePath)")],
      mode: mode,
      parallelism: ProcessInfo.processInfo.activeProcessorCount,
      seed: seed
    )
    let report = SuiteRun(host: host, configuration: configuration).run()
    for issue in issues(of: report) {
      reportIssue(issue, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return report
  }

  /// The problems of a run, one message each.
  static func issues(of report: RunReport) -> [String] {
    var issues = report.inputDiagnostics.filter { $0.severity == .error }.map(\.description)
    issues += report.inputErrors
    for outcome in report.outcomes where !outcome.passed {
      var lines = ["journey '\(outcome.result.journey)' failed:"]
      if let failure = outcome.result.failure {
        lines.append(failure.description)
      }
      lines += outcome.recordingFailures.map(\.description)
      issues.append(lines.joined(separator: "\n"))
    }
    if report.obsoleteFilesFail {
      issues += report.obsoleteFiles.map(\.message)
    }
    issues += report.fileErrors.map(\.description)
    return issues
  }

  /// `folder` as it is when absolute or found from the current folder; otherwise the first
  /// folder of that name found above `sourceFile`; otherwise as it is, for the run to report.
  static func resolve(_ folder: String, from sourceFile: String) -> String {
    let fileManager = FileManager.default
    guard !folder.hasPrefix("/"), !fileManager.fileExists(atPath: folder) else { return folder }
    var directory = URL(fileURLWithPath: sourceFile).deletingLastPathComponent()
    while directory.path != "/" {
      let candidate = directory.appendingPathComponent(folder).path
      if fileManager.fileExists(atPath: candidate) { return candidate }
      directory.deleteLastPathComponent()
    }
    return folder
  }
}
