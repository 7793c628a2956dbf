import JourneyModel

/// Why a journey failed: where, what was expected and what happened, with what the app showed
/// and did just before.
public struct JourneyFailure: Error, Hashable, Sendable {
  /// When the journey failed.
  public enum Phase: Hashable, Sendable {
    /// Before the first step, setting up `given`.
    case setup
    /// At this step.
    case step(Step)
    /// After the last step, checking that nothing was left behind.
    case end
  }

  /// When it failed.
  public var phase: Phase
  /// Where: the step, or the precise part of it (an expectation, a mock's behaviour, a payload),
  /// or the journey's name for the setup and the end.
  public var location: FileLocation
  /// What was expected and what happened; further lines are indented by two spaces.
  public var message: String
  /// The `run` steps the failed step is inside, outermost first.
  public var subflowRuns: [FileLocation]
  /// The screen's text at that moment, when the app was running.
  public var screen: String?
  /// The last actions the app processed, oldest first.
  public var recentActions: [ActionRecord]
  /// When it failed, in virtual time since the journey started.
  public var time: Duration

  /// Makes a failure.
  public init(
    phase: Phase, location: FileLocation, message: String, subflowRuns: [FileLocation] = [],
    screen: String? = nil, recentActions: [ActionRecord] = [], time: Duration = .zero
  ) {
    self.phase = phase
    self.location = location
    self.message = message
    self.subflowRuns = subflowRuns
    self.screen = screen
    self.recentActions = recentActions
    self.time = time
  }
}
