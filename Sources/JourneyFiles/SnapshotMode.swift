import JourneyRunner

/// What a run does with golden snapshot files.
public enum SnapshotMode: Hashable, Sendable {
  /// The default: a missing golden file is written from the run and reported; a different one
  /// fails the journey and the actual text is written beside it as `<name>.txt.new`.
  case record
  /// Accepts every difference: golden files are written from the run, and their `.new` files
  /// removed.
  case update
  /// Nothing is ever written or deleted: a missing or different golden file fails the journey,
  /// and on a full run an obsolete golden file fails the run.
  case ci

  /// What the runner does when it compares a snapshot.
  public var policy: SnapshotPolicy {
    switch self {
    case .record: .recordMissing
    case .update: .recordAll
    case .ci: .verify
    }
  }

  /// Whether the run may write and delete files.
  public var writesFiles: Bool {
    self != .ci
  }
}
