import JourneyRunner

/// What a run did about one snapshot a journey took: the runner's comparison, and what was
/// written because of it.
public struct SnapshotRecord: Hashable, Sendable {
  /// What was done with the golden file.
  public enum Action: Hashable, Sendable {
    /// The snapshot matched its golden file.
    case matched
    /// The golden file was missing and was written from the run.
    case written
    /// The golden file differed and was replaced by the run's text (`--update`).
    case updated
    /// The golden file differed; the run's text was written beside it, at this path.
    case pendingWritten(path: String)
    /// The golden file was missing or different, and nothing was written (CI mode).
    case notWritten
    /// Writing failed.
    case writeFailed(GoldenFileError)
  }

  /// The runner's comparison.
  public var outcome: SnapshotOutcome
  /// The golden file's path.
  public var goldenPath: String
  /// What was done.
  public var action: Action

  /// Makes a record.
  public init(outcome: SnapshotOutcome, goldenPath: String, action: Action) {
    self.outcome = outcome
    self.goldenPath = goldenPath
    self.action = action
  }

  /// Whether recording failed, which fails the journey.
  public var isWriteFailure: Bool {
    if case .writeFailed = action { true } else { false }
  }
}
