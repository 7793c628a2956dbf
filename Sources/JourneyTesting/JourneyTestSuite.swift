import Foundation
import JourneyFiles
import JourneyHosting
import JourneyModel
import JourneyRunner
import JourneySuite
import Testing

/// The suite a test target's journey tests belong to: the app's host and how golden files are
/// treated. Declare it once, named `Journeys`, in a test target that applies the journey tests
/// plugin; the plugin adds one test per journey file of the package's `Scenarios/` folder:
///
/// ```swift
/// import JourneyTesting
/// import MyAppJourneyHost
/// import Testing
///
/// @Suite struct Journeys: JourneyTestSuite {
///   static let host = MyAppJourneyHost()
/// }
/// ```
///
/// A failed journey is reported at its failing step's `path:line:column`, with the console's
/// message and, for a golden file that differs or is missing, the golden file and the command
/// that accepts or records it; an invalid file at each of its errors; an obsolete golden file at
/// its first line.
public protocol JourneyTestSuite {
  /// The app's host.
  associatedtype Host: JourneyHost

  /// The app the journeys run against.
  static var host: Host { get }
  /// What to do with golden files: CI mode unless a suite says otherwise, so that tests never
  /// write them and a missing or obsolete one fails.
  static var snapshotMode: SnapshotMode { get }
  /// The seed of the app's random numbers.
  static var seed: UInt64 { get }
  /// The name of the app's journey command (its executable product, such as `myapp-journey`),
  /// which a golden file's issue says to run to accept, record or delete it: `swift run
  /// myapp-journey run <file> --update`. Without one, issues show `<journey command>` in its
  /// place.
  static var journeyCommand: String? { get }
}

extension JourneyTestSuite {
  public static var snapshotMode: SnapshotMode { .ci }
  public static var seed: UInt64 { 0 }
  public static var journeyCommand: String? { nil }

  /// Runs one journey (or examples row) of a file, reporting each problem at its place in the
  /// file. A journey that fails attaches its trace (`<journey>.trace.json`, the JSON `journey
  /// trace show` reads) and the text of each snapshot whose golden file differs or is missing
  /// (`<journey>.<snapshot>.actual.txt`) to the test, at its failing step; `swift test
  /// --attachments-path <folder>` writes them to the folder.
  public static func run(_ testCase: JourneyTestCase) {
    runRecording(testCase)
  }

  /// Runs one journey (or examples row) of a file as ``run(_:)`` does, returning the attachments
  /// it recorded.
  @discardableResult
  static func runRecording(_ testCase: JourneyTestCase) -> [Attachment<[UInt8]>] {
    let configuration = configuration(paths: [testCase.file])
    let suiteRun = SuiteRun(host: host, configuration: configuration)
    let suite = suiteRun.load()
    let errors = JourneyProblem.errors(in: suite.diagnostics)
    guard errors.isEmpty else {
      errors.forEach(record)
      return []
    }
    guard suite.journeys.indices.contains(testCase.index) else {
      record(
        JourneyProblem(
          message: "\(testCase.file) has no journey '\(testCase.name)' any more; build again to list its journeys",
          location: FileLocation(file: testCase.file, line: 1, column: 1)))
      return []
    }
    let outcome = suiteRun.outcome(of: suite.journeys[testCase.index])
    JourneyProblem.problems(of: outcome, command: command).forEach(record)
    guard let failure = outcome.result.failure else { return [] }
    let location = failure.location.sourceLocation
    let attachments = JourneyAttachment.attachments(of: outcome, traces: configuration.traces).map {
      $0.attachment(at: location)
    }
    attachments.forEach { Attachment.record($0, sourceLocation: location) }
    return attachments
  }

  /// Checks what no single journey's test does: files in `folder` that cannot be journeys (a
  /// `.yml` name, an unreadable folder) and, in CI mode, golden files no journey takes.
  public static func checkFolder(_ folder: String, packageDirectory: String) {
    let path = JourneyTestCase.displayPath(of: folder, packageDirectory: packageDirectory)
    let suiteRun = SuiteRun(host: host, configuration: configuration(paths: [path]))
    let suite = suiteRun.load()
    JourneyProblem.errors(in: suite.discoveryDiagnostics).forEach(record)
    if snapshotMode == .ci {
      suiteRun.obsoleteFiles(of: suite).map(JourneyProblem.problem(of:)).forEach(record)
    }
  }

  private static func configuration(paths: [String]) -> RunConfiguration {
    RunConfiguration(
      paths: paths, mode: snapshotMode, parallelism: 1, seed: seed,
      traces: TraceFiles(mode: .failed, writesFiles: false), command: command)
  }

  static var command: JourneyCommandName {
    .swiftRun(journeyCommand)
  }

  static func record(_ problem: JourneyProblem) {
    Issue.record(Comment(rawValue: problem.message), sourceLocation: problem.location.sourceLocation)
  }
}

extension FileLocation {
  /// The location as Swift Testing shows it: the file's name, line and column.
  var sourceLocation: SourceLocation {
    let components = file.split(separator: "/")
    let fileID = components.suffix(2).joined(separator: "/")
    return SourceLocation(
      fileID: components.count > 1 ? fileID : "Journeys/\(fileID)", filePath: file, line: max(1, line),
      column: max(1, column))
  }
}
