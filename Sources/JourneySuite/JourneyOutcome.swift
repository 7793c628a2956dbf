import JourneyFiles
import JourneyModel
import JourneyRunner

/// How one journey went in a run: the runner's result, what was done about its snapshots, how
/// long it took on the wall clock, and its trace when the run kept it.
public struct JourneyOutcome: Hashable, Sendable {
  /// The runner's result.
  public var result: JourneyResult
  /// The snapshots it took, in order, with what was written.
  public var snapshots: [SnapshotRecord]
  /// The real time it took to run, which varies from run to run.
  public var duration: Duration
  /// Its trace and trace file, when the run kept them.
  public var trace: TraceRecord?
  /// How it ended differently under another schedule, when the run tried schedules and one did.
  public var scheduleDifference: ScheduleDifference?

  /// Makes an outcome.
  public init(
    result: JourneyResult, snapshots: [SnapshotRecord], duration: Duration, trace: TraceRecord? = nil,
    scheduleDifference: ScheduleDifference? = nil
  ) {
    self.result = result
    self.snapshots = snapshots
    self.duration = duration
    self.trace = trace
    self.scheduleDifference = scheduleDifference
  }

  /// Whether it passed: the runner passed it, its snapshots were recorded, and no schedule tried
  /// ended it differently.
  public var passed: Bool {
    result.status == .passed && !snapshots.contains(where: \.isWriteFailure) && scheduleDifference == nil
  }

  /// Why it failed: the runner's failure, then each golden file that could not be written.
  public var failureDiagnostics: [Diagnostic] {
    (result.failure.map { [$0.diagnostic] } ?? []) + recordingFailures
  }

  /// The golden files that could not be written, each at its `snapshot` step.
  public var recordingFailures: [Diagnostic] {
    snapshots.compactMap { record in
      guard case .writeFailed(let error) = record.action else { return nil }
      return Diagnostic(at: record.outcome.location, "snapshot '\(record.outcome.key.name)': \(error)")
    }
  }
}
