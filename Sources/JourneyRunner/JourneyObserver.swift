import JourneyModel

/// Follows journeys as they run, such as a reporter that prints progress or a caller that times
/// steps on the wall clock (the runner itself only knows virtual time).
///
/// The runner calls an observer on the thread that runs the journey, in order: the journey
/// starts, then each step starts and finishes (a subflow's steps between its `run` step's start
/// and finish), then, for an observer that ``tracesSteps``, the journey's trace arrives, and last
/// the journey finishes. Steps skipped after a failure are only in the
/// journey's result.
public protocol JourneyObserver {
  /// The journey is about to run its setup and first step.
  func journeyStarted(_ journey: Journey)
  /// The step is about to run, `depth` subflows deep.
  func stepStarted(_ step: Step, depth: Int)
  /// The step has run.
  func stepFinished(_ result: StepResult)
  /// Whether the runner records what each step does for ``journeyTraced(_:)``: the app's state
  /// and screen after every step, which costs time, so only an observer that keeps traces asks.
  var tracesSteps: Bool { get }
  /// The journey's trace, when ``tracesSteps``.
  func journeyTraced(_ trace: JourneyTrace)
  /// The journey has ended.
  func journeyFinished(_ result: JourneyResult)
}

/// Every callback does nothing unless an observer implements it.
extension JourneyObserver {
  /// Does nothing.
  public func journeyStarted(_ journey: Journey) {}
  /// Does nothing.
  public func stepStarted(_ step: Step, depth: Int) {}
  /// Does nothing.
  public func stepFinished(_ result: StepResult) {}
  /// No trace.
  public var tracesSteps: Bool { false }
  /// Does nothing.
  public func journeyTraced(_ trace: JourneyTrace) {}
  /// Does nothing.
  public func journeyFinished(_ result: JourneyResult) {}
}
