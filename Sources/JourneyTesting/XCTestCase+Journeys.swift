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
  /// A journey that fails writes what a Swift Testing test attaches to `attachmentsFolder`, and
  /// its failure names them: its trace, `<journey>.trace.json`, the JSON `journey trace show`
  /// reads, and the text of each snapshot whose golden file differs or is missing,
  /// `<journey>.<snapshot>.actual.txt`; `<journey>` is the name of its trace file in
  /// `.journey/traces`, the same on every run.
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
  ///   - host: The app's host, which plugs the app into the harness.
  ///   - folder: The folder of journey files; a relative path is looked for in the current
  ///     folder, then in each folder above the calling source file, so that `Scenarios` finds
  ///     the package's folder from a test.
  ///   - snapshotMode: What to do with golden files; CI mode unless told otherwise.
  ///   - seed: The seed of the app's random numbers.
  ///   - journeyCommand: The name of the app's journey command (its executable product), which
  ///     a golden file's failure says to run to accept, record or delete it: `swift run
  ///     <journeyCommand> run <file> --update`; `<journey command>` without one.
  ///   - attachmentsFolder: Where failed journeys leave their trace and their snapshots' texts,
  ///     beside the console's `.journey/traces` unless told otherwise; a relative path is from
  ///     the current folder, the package's under `swift test`.
  ///   - file: The file path of the call site, where a problem without a place in a file is
  ///     recorded, and from which a relative `folder` is looked for.
  ///   - line: The line of the call site.
  /// - Returns: The report, for further checks.
  @discardableResult
  public func runJourneys<Host: JourneyHost>(
    host: Host,
    folder: String = "Scenarios",
    snapshotMode: SnapshotMode = .ci,
    seed: UInt64 = 0,
    journeyCommand: String? = nil,
    attachmentsFolder: String = ".journey/test-attachments",
    file: StaticString = #filePath,
    line: UInt = #line
  ) -> RunReport {
    let configuration = RunConfiguration(
      paths: [Self.resolve(folder, from: "\(file)")],
      mode: snapshotMode,
      parallelism: ProcessInfo.processInfo.activeProcessorCount,
      seed: seed,
      traces: TraceFiles(mode: .failed, writesFiles: false),
      command: .swiftRun(journeyCommand)
    )
    let report = SuiteRun(host: host, configuration: configuration).run()
    let caller = FileLocation(file: "\(file)", line: Int(line), column: 1)
    let problems = JourneyProblem.problems(of: report, fallback: caller, command: configuration.command) {
      JourneyAttachment.write(
        JourneyAttachment.attachments(of: $0, traces: configuration.traces), to: attachmentsFolder)
    }
    problems.forEach(recordFailure(of:))
    return report
  }

  /// Checks the invariants of `invariantsFile` on random journeys from `start`, as `journey
  /// explore --invariants` does, recording each kind of violation as a failure at the
  /// invariant's name in the invariants file, with the journey that shows it, shrunk and written
  /// as `journey explore` writes it; see ``JourneyTestSuite/checkInvariants(in:exploringFrom:seeds:steps:sourceLocation:)``
  /// for what the defaults cost and what exploring in the test's process cannot report.
  ///
  /// ```swift
  /// func testRandomJourneysKeepTheInvariants() {
  ///   checkInvariants(host: MyAppJourneyHost(), in: "Scenarios/app.invariants.yaml")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - host: The app's host, which plugs the app into the harness.
  ///   - invariantsFile: The invariants file; a relative path, as a `.file` start's, is looked
  ///     for in the current folder, then in each folder above the calling source file.
  ///   - start: Where every journey starts: a launch unless told otherwise.
  ///   - seeds: The seeds to explore, each one journey; the same seeds find the same violations.
  ///   - steps: The most steps each journey takes after the start.
  ///   - journeyCommand: The name of the app's journey command (its executable product), which
  ///     hints about the start and the invariants file name; `<journey command>` without one.
  ///   - file: The file path of the call site, where a problem without a place in a file is
  ///     recorded, and from which relative paths are looked for.
  ///   - line: The line of the call site.
  /// - Returns: How much was explored and what was recorded, for further checks.
  @discardableResult
  public func checkInvariants<Host: JourneyHost>(
    host: Host,
    in invariantsFile: String,
    exploringFrom start: ExplorationStart = .launch,
    seeds: ClosedRange<UInt64> = 1...20,
    steps: Int = 20,
    journeyCommand: String? = nil,
    file: StaticString = #filePath,
    line: UInt = #line
  ) -> InvariantsExploration {
    let explorer = InvariantsExplorer(
      host: host, invariantsFile: TestPath.resolve(invariantsFile, from: "\(file)"),
      start: start.resolved(from: "\(file)"), seeds: seeds, steps: steps, command: .swiftRun(journeyCommand))
    let exploration = explorer.explore(caller: FileLocation(file: "\(file)", line: Int(line), column: 1))
    exploration.problems.forEach(recordFailure(of:))
    return exploration
  }

  private func recordFailure(of problem: JourneyProblem) {
    recordFailure(
      withDescription: problem.message, inFile: problem.location.file, atLine: problem.location.line, expected: true)
  }

  /// `folder` as it is when absolute or found from the current folder; otherwise the first
  /// folder of that name found above `sourceFile`; otherwise as it is, for the run to report.
  public static func resolve(_ folder: String, from sourceFile: String) -> String {
    TestPath.resolve(folder, from: sourceFile)
  }
}
