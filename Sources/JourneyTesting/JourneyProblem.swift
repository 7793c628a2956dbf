import JourneyFiles
import JourneyModel
import JourneyRunner
import JourneySuite

/// One problem a test reports: a failed journey, an invalid file, an obsolete golden file or a
/// golden file that could not be written, with the place in a journey or golden file that an
/// editor should open.
public struct JourneyProblem: Hashable, Sendable {
  /// What went wrong, as the console tells it.
  public var message: String
  /// Where: the failing step, the invalid line, or the first line of an obsolete golden file.
  public var location: FileLocation

  /// Makes a problem.
  public init(message: String, location: FileLocation) {
    self.message = message
    self.location = location
  }

  /// The errors among `diagnostics`, each at its own location.
  static func errors(in diagnostics: [Diagnostic]) -> [Self] {
    diagnostics.filter { $0.severity == .error }.map { Self(message: $0.description, location: $0.location) }
  }

  /// Why `outcome` failed, at its failing step: the same report as the console's with how to
  /// accept or record each golden file that failed it, and `note` (where its attachments are),
  /// then each golden file that could not be written. The hints name `command`.
  static func problems(of outcome: JourneyOutcome, command: JourneyCommandName, note: String? = nil) -> [Self] {
    guard !outcome.passed else { return [] }
    var problems: [Self] = []
    if let failure = outcome.result.failure {
      let hints = outcome.snapshots.compactMap { goldenHint(for: $0, command: command) } + [note].compactMap { $0 }
      problems.append(
        Self(
          message: (["journey '\(outcome.result.journey)' failed:\n\(failure.description)"] + hints)
            .joined(separator: "\n"),
          location: failure.location))
    }
    problems += errors(in: outcome.recordingFailures)
    return problems
  }

  /// How to accept the text of a snapshot that differs from its golden file, or to record a
  /// missing one, with the app's journey command; `nil` for a snapshot that needs neither.
  static func goldenHint(for record: SnapshotRecord, command: JourneyCommandName) -> String? {
    let name = record.outcome.key.name
    let golden = record.goldenPath
    let run = "run \(record.outcome.key.journeyFile)"
    switch (record.action, record.outcome.status) {
    case (.notWritten, .mismatched):
      return "the golden file of snapshot '\(name)' is \(golden); CI mode writes no files: to accept the new "
        + "text, run \(command.quoted(run + " --update")), then review and commit the golden file"
    case (.notWritten, .missing):
      return "snapshot '\(name)' has no golden file \(golden); CI mode writes no files: record it with "
        + "\(command.quoted(run)), then review and commit it"
    case (.pendingWritten(let pending), _):
      return "the new text of snapshot '\(name)' is in \(pending), beside its golden file \(golden); accept or "
        + "reject it with \(command.quoted("review " + record.outcome.key.journeyFile)), or accept it with "
        + "\(command.quoted(run + " --update"))"
    default:
      return nil
    }
  }

  /// An obsolete golden file, at its first line.
  static func problem(of obsoleteFile: ObsoleteGoldenFile) -> Self {
    Self(message: obsoleteFile.message, location: FileLocation(file: obsoleteFile.file.path, line: 1, column: 1))
  }

  /// Every problem of a whole run: the input's errors, each failed journey with its note from
  /// `notes`, the obsolete golden files when they fail the run, the files that could not be
  /// deleted. Problems that no file is to blame for are at `fallback`; the hints name `command`.
  static func problems(
    of report: RunReport, fallback: FileLocation, command: JourneyCommandName,
    notes: (JourneyOutcome) -> String? = { _ in nil }
  ) -> [Self] {
    var problems = errors(in: report.inputDiagnostics)
    problems += report.inputErrors.map { Self(message: $0, location: fallback) }
    problems += report.outcomes.flatMap { Self.problems(of: $0, command: command, note: notes($0)) }
    if report.obsoleteFilesFail {
      problems += report.obsoleteFiles.map(problem(of:))
    }
    problems += report.fileErrors.map {
      Self(message: $0.description, location: FileLocation(file: $0.path, line: 1, column: 1))
    }
    return problems
  }
}

extension JourneyCommandName {
  /// The app's journey command `product` (an executable product) as a test's messages name it,
  /// run from the package's folder: `swift run myapp-journey`; unnamed without one.
  static func swiftRun(_ product: String?) -> Self {
    Self(product.map { "swift run \($0)" })
  }
}
