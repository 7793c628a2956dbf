import JourneyFiles
import JourneyModel
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

  /// Why `outcome` failed, at its failing step: the same report as the console's, then each
  /// golden file that could not be written.
  static func problems(of outcome: JourneyOutcome) -> [Self] {
    guard !outcome.passed else { return [] }
    var problems: [Self] = []
    if let failure = outcome.result.failure {
      problems.append(
        Self(
          message: "journey '\(outcome.result.journey)' failed:\n\(failure.description)",
          location: failure.location))
    }
    problems += errors(in: outcome.recordingFailures)
    return problems
  }

  /// An obsolete golden file, at its first line.
  static func problem(of obsoleteFile: ObsoleteGoldenFile) -> Self {
    Self(message: obsoleteFile.message, location: FileLocation(file: obsoleteFile.file.path, line: 1, column: 1))
  }

  /// Every problem of a whole run: the input's errors, each failed journey, the obsolete golden
  /// files when they fail the run, the files that could not be deleted. Problems that no file
  /// is to blame for are at `fallback`.
  static func problems(of report: RunReport, fallback: FileLocation) -> [Self] {
    var problems = errors(in: report.inputDiagnostics)
    problems += report.inputErrors.map { Self(message: $0, location: fallback) }
    problems += report.outcomes.flatMap(problems(of:))
    if report.obsoleteFilesFail {
      problems += report.obsoleteFiles.map(problem(of:))
    }
    problems += report.fileErrors.map {
      Self(message: $0.description, location: FileLocation(file: $0.path, line: 1, column: 1))
    }
    return problems
  }
}
