import Foundation
import JourneyFiles
import JourneyHosting
import JourneyModel
import JourneyRunner
import JourneySuite
import XCTest

extension XCTestCase {
  /// Runs every journey under `folder` from an XCTest test, in parallel, recording each problem
  /// as a failure at its place in a journey or golden file: a failed journey at its failing step,
  /// an invalid file at each error, an obsolete golden file at its first line.
  ///
  /// ```swift
  /// final class JourneyTests: XCTestCase {
  ///   func testJourneys() {
  ///     runJourneys(host: MyAppJourneyHost())
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - folder: The folder of journey files; a relative path is looked for in the current
  ///     folder, then in each folder above the calling source file, so that `Scenarios` finds
  ///     the package's folder from a test.
  ///   - snapshotMode: What to do with golden files; CI mode unless told otherwise.
  ///   - seed: The seed of the app's random numbers.
  /// - Returns: The report, for further checks.
  @discardableResult
  public func runJourneys<Host: JourneyHost>(
    host: Host,
    folder: String = "Scenarios",
    snapshotMode: SnapshotMode = .ci,
    seed: UInt64 = 0,
    file: StaticString = #filePath,
    line: UInt = #line
  ) -> RunReport {
    let configuration = RunConfiguration(
      paths: [Self.resolve(folder, from: "\(file)")],
      mode: snapshotMode,
      parallelism: ProcessInfo.processInfo.activeProcessorCount,
      seed: seed
    )
    let report = SuiteRun(host: host, configuration: configuration).run()
    let caller = FileLocation(file: "\(file)", line: Int(line), column: 1)
    for problem in JourneyProblem.problems(of: report, fallback: caller) {
      recordFailure(
        withDescription: problem.message, inFile: problem.location.file, atLine: problem.location.line,
        expected: true)
    }
    return report
  }

  /// `folder` as it is when absolute or found from the current folder; otherwise the first
  /// folder of that name found above `sourceFile`; otherwise as it is, for the run to report.
  public static func resolve(_ folder: String, from sourceFile: String) -> String {
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
