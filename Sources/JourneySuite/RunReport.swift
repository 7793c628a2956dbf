import JourneyCoverage
import JourneyFiles
import JourneyModel

/// Everything a `journey run` found, for the reporters and the exit status.
public struct RunReport: Sendable {
  /// How snapshots were handled.
  public var mode: SnapshotMode
  /// Whether every journey was selected, so that obsolete golden files could be told.
  public var isFullRun: Bool
  /// Problems of the input: paths, invalid files (whose journeys did not run), an empty
  /// selection.
  public var inputDiagnostics: [Diagnostic]
  /// How many files were invalid.
  public var invalidFileCount: Int
  /// Problems of the run as a whole that no file is to blame for, such as a selection that
  /// matches nothing.
  public var inputErrors: [String]
  /// The journeys that ran, in file order.
  public var outcomes: [JourneyOutcome]
  /// How many journeys of valid files `--filter`, `--tag` or `--shard` left out.
  public var skippedCount: Int
  /// Golden files no journey takes, on a full run: warnings, failures in CI mode.
  public var obsoleteFiles: [ObsoleteGoldenFile]
  /// Golden files `--prune` deleted.
  public var deletedFiles: [String]
  /// Files that could not be deleted or cleaned up.
  public var fileErrors: [GoldenFileError]
  /// The real time the whole run took.
  public var duration: Duration
  /// The shard the run was, if it was one.
  public var shard: Shard?
  /// The digest (``/JourneyFiles/GoldenReview/digest(of:)``) of each journey file the run
  /// loaded, by path, which its report records so that a review of the report can tell whether
  /// the local journey files are the same.
  public var journeyFileDigests: [String: String]
  /// What the run's journeys reached, within what its configuration knew, when it recorded
  /// coverage.
  public var coverage: Coverage?

  /// Makes a report.
  public init(
    mode: SnapshotMode, isFullRun: Bool, inputDiagnostics: [Diagnostic], invalidFileCount: Int,
    inputErrors: [String], outcomes: [JourneyOutcome], skippedCount: Int, obsoleteFiles: [ObsoleteGoldenFile],
    deletedFiles: [String], fileErrors: [GoldenFileError], duration: Duration, shard: Shard? = nil,
    journeyFileDigests: [String: String] = [:], coverage: Coverage? = nil
  ) {
    self.mode = mode
    self.isFullRun = isFullRun
    self.inputDiagnostics = inputDiagnostics
    self.invalidFileCount = invalidFileCount
    self.inputErrors = inputErrors
    self.outcomes = outcomes
    self.skippedCount = skippedCount
    self.obsoleteFiles = obsoleteFiles
    self.deletedFiles = deletedFiles
    self.fileErrors = fileErrors
    self.duration = duration
    self.shard = shard
    self.journeyFileDigests = journeyFileDigests
    self.coverage = coverage
  }

  /// How many journeys passed.
  public var passedCount: Int {
    outcomes.count { $0.passed }
  }

  /// How many journeys failed.
  public var failedCount: Int {
    outcomes.count { !$0.passed }
  }

  /// Whether obsolete golden files fail the run: in CI mode, where nobody may leave them behind.
  public var obsoleteFilesFail: Bool {
    mode == .ci && !obsoleteFiles.isEmpty
  }

  /// How the run ends: invalid input wins, then any failure.
  public var exitStatus: ExitStatus {
    if !inputErrors.isEmpty || inputDiagnostics.contains(where: { $0.severity == .error }) {
      return .invalidInput
    }
    if failedCount > 0 || obsoleteFilesFail || !fileErrors.isEmpty {
      return .failed
    }
    return .passed
  }
}
