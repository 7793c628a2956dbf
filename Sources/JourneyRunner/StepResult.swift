import JourneyModel

/// How one step of a journey went.
///
/// The steps of a subflow follow its `run` step, one level deeper.
public struct StepResult: Hashable, Sendable {
  /// How a step went.
  public enum Status: Hashable, Sendable {
    /// It ran and its checks held.
    case passed
    /// It failed; the journey's ``JourneyResult/failure`` says why.
    case failed
    /// It did not run, because a step before it failed.
    case skipped
  }

  /// The step.
  public var step: Step
  /// How many subflows deep it is: 0 for a step of the journey itself.
  public var depth: Int
  /// How it went.
  public var status: Status
  /// When it started, in virtual time since the journey started.
  public var startTime: Duration
  /// How much virtual time it took.
  public var virtualDuration: Duration

  /// Makes a result.
  public init(step: Step, depth: Int, status: Status, startTime: Duration, virtualDuration: Duration) {
    self.step = step
    self.depth = depth
    self.status = status
    self.startTime = startTime
    self.virtualDuration = virtualDuration
  }
}
