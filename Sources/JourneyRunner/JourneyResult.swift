import JourneyModel

/// How a journey went: its steps, why it failed if it did, what is worth a warning, and its
/// snapshots.
public struct JourneyResult: Hashable, Sendable {
  /// Whether a journey passed.
  public enum Status: Hashable, Sendable {
    /// Every step ran and held, and the end of the journey was clean enough.
    case passed
    /// A step, the setup or the end-of-journey check failed.
    case failed
  }

  /// The journey.
  public var journey: JourneyIdentity
  /// Whether it passed.
  public var status: Status
  /// Its steps, in order, subflow steps after their `run` step.
  public var steps: [StepResult]
  /// Why it failed, when it did.
  public var failure: JourneyFailure?
  /// Problems that did not fail it, such as work still in flight at the end.
  public var warnings: [Diagnostic]
  /// The snapshots it compared, in order.
  public var snapshots: [SnapshotOutcome]
  /// The virtual time it took.
  public var virtualDuration: Duration

  /// Makes a result.
  public init(
    journey: JourneyIdentity, status: Status, steps: [StepResult], failure: JourneyFailure?,
    warnings: [Diagnostic], snapshots: [SnapshotOutcome], virtualDuration: Duration
  ) {
    self.journey = journey
    self.status = status
    self.steps = steps
    self.failure = failure
    self.warnings = warnings
    self.snapshots = snapshots
    self.virtualDuration = virtualDuration
  }

  /// Every diagnostic of the run, failure first, each as `path:line:column: severity: message`.
  public var diagnostics: [Diagnostic] {
    (failure.map { [$0.diagnostic] } ?? []) + warnings
  }
}
