import JourneyHosting
import JourneyModel
import ReducerCore
import TextUI

/// A journey run one step at a time, for a caller that chooses each next step from what the app
/// shows, as exploration does. Steps run exactly as ``JourneyRunner/run(_:observer:)`` runs
/// them; a step that fails ends the session, and ``finish()`` gives the result either way.
///
/// A session is used on one thread and holds a running app until ``finish()``.
public final class JourneySession<Host: JourneyHost> {
  private let run: JourneyRun<Host>
  private var isFinished = false

  /// Applies the journey's `given` and runs its steps, so that the session goes on from there.
  public init(runner: JourneyRunner<Host>, journey: Journey) {
    run = JourneyRun(runner: runner, journey: journey, observer: nil)
    _ = run.collectingIssues { run.begin() }
  }

  /// Why the session failed, once a step failed.
  public var failure: JourneyFailure? { run.failure }

  /// The screen the app shows now; `nil` before `launch`.
  public var screen: Screen<Host.Feature.Action>? {
    run.collectingIssues { try? run.screens.currentScreen() }
  }

  /// The virtual time since the journey started.
  public var now: Duration { run.now }

  /// Runs `step` after the steps run so far and records it; returns the failure it caused, or
  /// `nil` when it passed. After a failure, further steps are not run and return it again.
  @discardableResult
  public func perform(_ step: Step) -> JourneyFailure? {
    guard run.failure == nil, !isFinished else { return run.failure }
    _ = run.collectingIssues { run.perform(step, depth: 0) }
    return run.failure
  }

  /// Runs the check `step` against the app as it is, without recording it or moving time, and
  /// returns what failed, located at the step; `nil` when it passed. It is not the session's
  /// failure: the caller decides what a failed check means.
  public func check(_ step: Step) -> JourneyFailure? {
    guard !isFinished else { return run.failure }
    do throws(StepError) {
      try run.execute(step.kind, at: step.location)
      return nil
    } catch {
      return run.makeFailure(.step(step), error, defaultLocation: step.location)
    }
  }

  /// Whether the check `step` passes against the app as it is: ``check(_:)`` without the cost of
  /// describing a failure, for checks whose failure is an answer rather than a problem.
  public func passes(_ step: Step) -> Bool {
    guard !isFinished else { return false }
    return run.passes(step.kind, at: step.location)
  }

  /// Stops the app and returns the journey's result; nothing runs after it.
  public func finish() -> JourneyResult {
    isFinished = true
    return run.collectingIssues { run.end() }
  }
}
