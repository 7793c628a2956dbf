import IssueReporting
import JourneyHosting
import JourneyModel
import MockKit
import SimulationRuntime
import TextUI
import ValueCoding

/// One run of one journey: its world, its app's store, and what it has found so far. Made fresh
/// for every journey and used on one thread; nothing in it is shared with another run.
final class JourneyRun<Host: JourneyHost> {
  typealias Store = SimulationStore<Host.Feature>
  typealias Action = Host.Feature.Action

  let host: Host
  let journey: Journey
  let options: RunOptions
  let snapshots: any SnapshotStore
  let observer: (any JourneyObserver)?
  /// The trace being recorded, when the observer asked for one.
  let tracer: TraceRecorder?

  /// The world outside the app, kept across relaunches.
  let world: MockWorld
  let log: ActionLog<Action>
  let durationTexts = DurationTexts()
  let uuids = UUIDSequence()
  /// The host's part of `given`, once decoded.
  var given: Host.Given?
  /// The running app, from `launch` on.
  var store: Store?
  /// The virtual time that passed in the app's earlier launches.
  var earlierLaunchesTime: Duration = .zero
  var launchCount = 0
  /// For each mock, how many of its calls `calls` steps have checked.
  var checkedCalls: [String: Int] = [:]
  /// The screen last built, and when.
  var shownScreen: (moment: ScreenMoment, screen: Screen<Action>)?
  /// What was read of the state as values, and when.
  var stateReading: StateReading?
  /// The `run` steps being run, outermost first.
  var subflowRuns: [FileLocation] = []

  var stepResults: [StepResult] = []
  var snapshotOutcomes: [SnapshotOutcome] = []
  var warnings: [Diagnostic] = []
  /// The issues reported during a step outside the app's store.
  let hostIssues = HostIssueCollector()
  var failure: JourneyFailure?

  init(runner: JourneyRunner<Host>, journey: Journey, observer: (any JourneyObserver)?) {
    host = runner.host
    options = runner.options
    snapshots = runner.snapshots
    self.journey = journey
    self.observer = observer
    world = MockWorld(catalog: runner.host.mockCatalog)
    let traces = observer?.tracesSteps ?? false
    tracer = traces ? TraceRecorder(durationTexts: durationTexts) : nil
    log = ActionLog(recentLimit: runner.options.recentActionCount, tracesActions: traces)
  }

  /// The virtual time since the journey started.
  var now: Duration {
    earlierLaunchesTime + (store?.runtime.elapsed ?? .zero)
  }

  // MARK: The journey

  func execute() -> JourneyResult {
    collectingIssues {
      if begin() {
        checkEnd()
      }
      return end()
    }
  }

  /// Runs `body` with ``hostIssues`` receiving what `reportIssue` reports outside the app's store
  /// (inside it, the runtime's reporter takes over), so that the next look at the issues fails
  /// the step that caused them.
  func collectingIssues<Result>(_ body: () -> Result) -> Result {
    withIssueReporters([hostIssues], operation: body)
  }

  /// Applies `given` and runs the journey's steps; returns whether all passed.
  func begin() -> Bool {
    observer?.journeyStarted(journey)
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
    tearDown()
    let result = JourneyResult(
      journey: JourneyIdentity(journey),
      status: failure == nil ? .passed : .failed,
      steps: stepResults,
      failure: failure,
      warnings: warnings,
      snapshots: snapshotOutcomes,
      virtualDuration: now
    )
    if let trace = finishedTrace(result) {
      observer?.journeyTraced(trace)
    }
    observer?.journeyFinished(result)
    return result
  }

  /// Applies `given`: the mocks' behaviours, then the host's part, decoded and prepared.
  private func setUp() throws(StepError) {
    for change in journey.given.mocks {
      try configure(change)
    }
    let app = journey.given.app
    let given: Host.Given
    do {
      given = try ValueDecoder(rejectsUnknownKeys: true).decode(Host.Given.self, from: app.value)
    } catch {
      throw StepError(error.description(under: "given"), at: app.location(of: error.problemSite))
    }
    do {
      try host.prepare(world: world, given: given)
    } catch {
      throw StepError("cannot prepare the world from 'given': \(error)", at: app.location(of: .root))
    }
    self.given = given
    for call in world.calls {
      checkedCalls[call.mock, default: 0] += 1
    }
  }

  /// Stops whatever is still running, so that nothing of this run outlives it.
  private func tearDown() {
    guard let store else { return }
    store.cancelAllEffects()
    _ = store.runtime.takeIssues()
    store.actionListener = nil
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
    do throws(StepError) {
      try execute(step.kind, at: step.location)
    } catch {
      stepError = error
    }
    if let issues = runtimeIssues(at: step.location) {
      stepError = StepError(
        issues + (stepError.map { "\n" + $0.message } ?? ""), at: stepError?.location)
    }
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

  /// The misuse the runtime detected and the issues reported since the last look, one message a
  /// line; `nil` when none. A warning reported through `reportIssue` does not fail the step: it
  /// becomes one of the journey's warnings, at `location`.
  func runtimeIssues(at location: FileLocation) -> String? {
    var failing: [String] = []
    for issue in store?.runtime.takeIssues() ?? [] {
      switch issue.kind {
      case .reportedWarning:
        warnings.append(Diagnostic(.warning, at: location, issue.message))
      case .reportedIssue:
        failing.append(Self.withHint(issue.message))
      case .escapedWork, .droppedAction, .actionStorm, .timerStorm, .busyLoop:
        failing.append(issue.message)
      }
    }
    for issue in hostIssues.take() {
      if issue.isWarning {
        warnings.append(Diagnostic(.warning, at: location, issue.message))
      } else {
        failing.append(Self.withHint(issue.message))
      }
    }
    return failing.isEmpty ? nil : failing.joined(separator: "\n")
  }

  /// `message` with what to do about it in a journey, for the issues whose own message says how to
  /// fix the app but not the journey: an endpoint of a dependency the host left unmocked.
  static func withHint(_ message: String) -> String {
    let prefix = "Unimplemented: '"
    guard message.hasPrefix(prefix),
      let end = message.dropFirst(prefix.count).firstIndex(of: "'")
    else { return message }
    let endpoint = message[message.index(message.startIndex, offsetBy: prefix.count)..<end]
    let client = endpoint.split(separator: ".").first.map(String.init) ?? String(endpoint)
    return """
      The app called \(endpoint), which the host leaves unimplemented: no mock answers it. \
      Set '\(client)' to a mock of the world in the host's 'dependencies(world:into:)', with a \
      descriptor in its 'mockCatalog', so that journeys can give its answers under \
      'given.mocks'; or, if the journey should never reach it, find what made the app call it.
      \(message)
      """
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
      screen: store.map { host.screen($0.state).render() },
      recentActions: log.recentRecords,
      time: now
    )
  }
}
