import JourneyHosting
import JourneyModel
import TextUI

/// One run of one journey: it runs the steps, records their results and the failure, and
/// hands each step to the part that executes it (``execute(_:at:)``). Made fresh for every
/// journey and used on one thread; nothing in it is shared with another run.
final class JourneyRun<Host: JourneyHost> {
  let journey: Journey
  let observer: (any JourneyObserver)?
  /// The trace being recorded, when the observer asked for one.
  let tracer: TraceRecorder?
  /// Where what the journey reaches is recorded, when the caller asked for it.
  let coverage: CoverageRecorder?
  let durationTexts = DurationTexts()
  /// The issues that fail steps, and the journey's warnings.
  let issues = RunIssues()

  /// The app, its world and its time.
  let driver: AppDriver<Host>
  /// A person's interactions on the screen.
  let interactions: Interactions<Host>
  /// `see`, `notSee`, `screen` and `element`, and the screen they look at.
  let screens: ScreenChecks<Host>
  /// `expect`, and the state read as values.
  let state: StateChecks<Host>
  /// `calls` and `stored`.
  let mocks: MockChecks
  /// `receive`, and the actions left unchecked at the end.
  let receipts: ReceiveChecks<Host>
  /// `snapshot`, and what each came to.
  let snapshots: SnapshotTaker<Host>

  /// The `run` steps being run, outermost first.
  var subflowRuns: [FileLocation] = []
  var stepResults: [StepResult] = []
  var failure: JourneyFailure?

  init(
    runner: JourneyRunner<Host>, journey: Journey, observer: (any JourneyObserver)?,
    coverage: CoverageRecorder? = nil
  ) {
    self.journey = journey
    self.observer = observer
    self.coverage = coverage
    let traces = observer?.tracesSteps ?? false
    tracer = traces ? TraceRecorder(durationTexts: durationTexts) : nil
    driver = AppDriver(
      host: runner.host, options: runner.options, scheduleSeed: journey.schedule ?? runner.options.scheduleSeed,
      log: ActionLog(
        recentLimit: runner.options.recentActionCount, tracesActions: traces, recordsCoverage: coverage != nil),
      durationTexts: durationTexts, issues: issues)
    screens = ScreenChecks(driver: driver)
    interactions = Interactions(driver: driver, screens: screens)
    state = StateChecks(driver: driver)
    mocks = MockChecks(world: driver.world)
    receipts = ReceiveChecks(driver: driver, exhaustive: journey.exhaustive)
    snapshots = SnapshotTaker(
      goldens: runner.snapshots, policy: runner.options.snapshotPolicy, journeyFile: journey.file,
      screens: screens, state: state)
  }

  /// The virtual time since the journey started.
  var now: Duration { driver.now }

  // MARK: The journey

  func execute() -> JourneyResult {
    collectingIssues {
      if begin() {
        checkEnd()
      }
      return end()
    }
  }

  /// Runs `body` collecting the issues reported outside the app's store (see
  /// ``RunIssues/collecting(_:)``).
  func collectingIssues<Result>(_ body: () -> Result) -> Result {
    issues.collecting(body)
  }

  /// Applies `given` and runs the journey's steps; returns whether all passed.
  func begin() -> Bool {
    observer?.journeyStarted(journey)
    coverage?.journeyStarted()
    stepResults.reserveCapacity(journey.steps.count)
    do throws(StepError) {
      try setUp()
      startTrace()
      return runSteps(journey.steps, depth: 0)
    } catch {
      failure = makeFailure(.setup, error, defaultLocation: journey.location)
      skip(journey.steps[...], depth: 0)
      return false
    }
  }

  /// Stops the app and makes the journey's result, reporting it to the observer.
  func end() -> JourneyResult {
    driver.stop()
    let result = JourneyResult(
      journey: JourneyIdentity(journey),
      status: failure == nil ? .passed : .failed,
      steps: stepResults,
      failure: failure,
      warnings: issues.warnings,
      snapshots: snapshots.outcomes,
      virtualDuration: now
    )
    if let trace = finishedTrace(result) {
      observer?.journeyTraced(trace)
    }
    observer?.journeyFinished(result)
    return result
  }

  /// Applies `given`; the calls it made are not for `calls` steps to check.
  private func setUp() throws(StepError) {
    try driver.apply(journey.given)
    mocks.markCallsSoFarChecked()
  }

  // MARK: Steps

  /// Runs `steps` in order until one fails; returns whether all passed.
  private func runSteps(_ steps: [Step], depth: Int) -> Bool {
    for (index, step) in steps.enumerated() {
      guard perform(step, depth: depth) else {
        skip(steps[(index + 1)...], depth: depth)
        return false
      }
    }
    return true
  }

  /// Runs one step, recording its result; returns whether it passed.
  func perform(_ step: Step, depth: Int) -> Bool {
    observer?.stepStarted(step, depth: depth)
    let start = now
    let passed: Bool
    if case .run(let subflow) = step.kind {
      let slot = stepResults.count
      stepResults.append(
        StepResult(step: step, depth: depth, status: .passed, startTime: start, virtualDuration: .zero))
      let traceSlot = traceSubflowStarted(stepResults[slot])
      subflowRuns.append(step.location)
      passed = runSteps(subflow.steps, depth: depth + 1)
      subflowRuns.removeLast()
      stepResults[slot].status = passed ? .passed : .failed
      stepResults[slot].virtualDuration = now - start
      traceSubflowFinished(stepResults[slot], at: traceSlot)
      observer?.stepFinished(stepResults[slot])
      return passed
    }
    var stepError: StepError?
    coverage?.stepStarting(step.kind, in: self)
    do throws(StepError) {
      try execute(step.kind, at: step.location)
    } catch {
      stepError = error
    }
    if let failures = issues.failures(in: driver.store?.runtime, at: step.location) {
      stepError = StepError(
        failures + (stepError.map { "\n" + $0.message } ?? ""), at: stepError?.location)
    }
    coverage?.stepFinished(step.kind, passed: stepError == nil, in: self)
    if let stepError {
      failure = makeFailure(.step(step), stepError, defaultLocation: step.location)
    }
    passed = stepError == nil
    let result = StepResult(
      step: step, depth: depth, status: passed ? .passed : .failed, startTime: start,
      virtualDuration: now - start)
    stepResults.append(result)
    trace(result)
    observer?.stepFinished(result)
    return passed
  }

  private func skip(_ steps: ArraySlice<Step>, depth: Int) {
    let skipped = steps.map {
      StepResult(step: $0, depth: depth, status: .skipped, startTime: now, virtualDuration: .zero)
    }
    stepResults += skipped
    traceSkipped(skipped)
  }

  // MARK: Failures

  /// A failure with the context of this moment: the screen, the last actions, the time.
  func makeFailure(
    _ phase: JourneyFailure.Phase, _ error: StepError, defaultLocation: FileLocation
  ) -> JourneyFailure {
    JourneyFailure(
      phase: phase,
      location: error.location ?? defaultLocation,
      message: error.message,
      subflowRuns: subflowRuns,
      screen: driver.store.map { driver.host.screen($0.state).render() },
      recentActions: driver.log.recentRecords,
      time: now
    )
  }
}
