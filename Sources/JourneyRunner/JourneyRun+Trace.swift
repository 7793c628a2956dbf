import JourneyModel
import MockKit
import ValueCoding

/// What a traced run keeps between steps: the steps traced so far, and what the next step's
/// trace is measured against.
final class TraceRecorder {
  var steps: [StepTrace] = []
  /// The app's state after the last traced step; `nil` before the app launched.
  var state: Value?
  /// The moment of the app ``state`` and ``screen`` are of; `nil` before the app launched. The
  /// state, and so the screen, change only when the app processes an action or launches anew.
  var moment: ScreenMoment?
  /// The screen after the last traced step, one line each.
  var screen: [String] = []
  /// How many mock calls the world had logged after the last traced step.
  var callCount = 0
  /// How the run writes virtual times and durations.
  let durationTexts: DurationTexts

  init(durationTexts: DurationTexts) {
    self.durationTexts = durationTexts
  }

  /// The step, where it is, how it went and when, without what it did.
  func outline(of result: StepResult) -> StepTrace {
    let status =
      switch result.status {
      case .passed: "passed"
      case .failed: "failed"
      case .skipped: "skipped"
      }
    return StepTrace(
      step: result.step.kind.summary, location: result.step.location.description,
      depth: result.depth, status: status, time: durationTexts.text(of: result.startTime),
      duration: durationTexts.text(of: result.virtualDuration))
  }
}

/// Recording a journey's trace, for an observer that asks for it: after each step, the actions
/// processed, the state change, the screen, the mock calls and the work left pending.
extension JourneyRun {
  /// Starts measuring the steps from the world as `given` left it.
  func startTrace() {
    tracer?.callCount = driver.world.calls.count
  }

  /// Traces a step that ran (not a `run` step, traced by ``traceSubflowStarted(_:)``).
  func trace(_ result: StepResult) {
    guard let tracer else { return }
    let moment = driver.store.map { _ in driver.moment }
    var changes: [ValueChange] = []
    if moment != tracer.moment {
      let state = try? self.state.stateValue()
      switch (tracer.state, state) {
      case (let before?, let after?): changes = before.changes(to: after)
      case (nil, let after?): changes = [ValueChange(path: .root, before: nil, after: after)]
      default: break
      }
      tracer.state = state
      tracer.screen = (try? screens.currentScreen())?.renderedLines ?? []
      tracer.moment = moment
    }
    let calls = driver.world.calls
    let newCalls = calls.dropFirst(tracer.callCount).map {
      StepTrace.Call(mock: $0.mock, endpoint: $0.endpoint, arguments: $0.arguments.flowRendered)
    }
    tracer.callCount = calls.count
    var pending: [String] = []
    if let runtime = driver.store?.runtime, runtime.hasPendingWork {
      pending = runtime.inFlightEffects.map(driver.describe) + runtime.pendingTimers.map(driver.describe)
    }
    var traced = tracer.outline(of: result)
    traced.actions = driver.log.takeTraced().map { record in
      let cause =
        switch record.source {
        case .sent: "sent"
        case .effect(let origin): "effect of \(origin)"
        }
      return StepTrace.Action(time: durationTexts.text(of: record.time), action: record.action, cause: cause)
    }
    traced.stateChanges = changes.map {
      StepTrace.StateChange(path: $0.path.description, before: $0.before?.rendered, after: $0.after?.rendered)
    }
    traced.screen = tracer.screen
    traced.calls = newCalls
    traced.pending = pending
    traced.failure = result.status == .failed ? failure?.diagnostic.description : nil
    tracer.steps.append(traced)
  }

  /// Traces a `run` step as it starts, before its subflow's steps; returns where its trace is,
  /// for ``traceSubflowFinished(_:at:)``.
  func traceSubflowStarted(_ result: StepResult) -> Int? {
    guard let tracer else { return nil }
    tracer.steps.append(tracer.outline(of: result))
    return tracer.steps.count - 1
  }

  /// Completes the trace of a `run` step once its subflow has run.
  func traceSubflowFinished(_ result: StepResult, at slot: Int?) {
    guard let tracer, let slot else { return }
    tracer.steps[slot] = tracer.outline(of: result)
  }

  /// Traces steps that did not run.
  func traceSkipped(_ results: some Sequence<StepResult>) {
    guard let tracer else { return }
    tracer.steps += results.map(tracer.outline(of:))
  }

  /// The journey's trace, once it has ended; `nil` when the observer did not ask for one.
  func finishedTrace(_ result: JourneyResult) -> JourneyTrace? {
    guard let tracer else { return nil }
    let journeyFailure: String? =
      switch result.failure?.phase {
      case .setup, .end: result.failure?.diagnostic.description
      case .step, nil: nil
      }
    return JourneyTrace(
      file: result.journey.file, name: result.journey.name, tags: result.journey.tags,
      status: result.status == .passed ? "passed" : "failed", steps: tracer.steps,
      failure: journeyFailure, warnings: result.warnings.map(\.description),
      virtualDuration: result.virtualDuration.journeyDescription)
  }
}
