import JourneyHosting
import JourneyModel
import ReducerCore
import SimulationRuntime
import TextUI
import ValueCoding

/// A journey run one step at a time, for a caller that chooses each next step from what the app
/// shows, as exploration does. Steps run exactly as ``JourneyRunner/run(_:observer:coverage:)`` runs
/// them; a step that fails ends the session, and ``finish()`` gives the result either way.
///
/// A session is used on one thread and holds a running app until ``finish()``.
public final class JourneySession<Host: JourneyHost> {
  private let run: JourneyRun<Host>
  private var isFinished = false
  /// What ``keep(_:)`` kept, and the moment of the state it was kept for.
  private var keptForState: (moment: ScreenMoment, layer: ReachableLayer)?
  /// The checks ``passes(_:of:)`` last read the state for, the moment of the state read, and the
  /// values found at their paths.
  private var readFor: (checks: ReadiedChecks, moment: ScreenMoment, values: [Result<Value, ValueLookupError>])?
  /// What ``screen`` gave last, and the moment of the state it shows.
  private var shown: (moment: ScreenMoment, screen: Screen<Host.Feature.Action>)?
  /// Whether the app's state is `Equatable`, so that its state moments tell whether it changed.
  private let statesAreEquatable = Host.Feature.State.self is any Equatable.Type
  /// Where what the session's steps reach is recorded, when it was given a recorder.
  public let coverage: CoverageRecorder?

  /// Applies the journey's `given` and runs its steps, so that the session goes on from there;
  /// with a `coverage` recorder, what its steps reach is added to its record.
  public init(runner: JourneyRunner<Host>, journey: Journey, coverage: CoverageRecorder? = nil) {
    self.coverage = coverage
    run = JourneyRun(runner: runner, journey: journey, observer: nil, coverage: coverage)
    _ = run.collectingIssues { run.begin() }
  }

  /// Why the session failed, once a step failed.
  public var failure: JourneyFailure? { run.failure }

  /// The screen the app shows now; `nil` before `launch`. Asked again in the same state, as a
  /// caller choosing steps does after checking the screen, it is given back without asking the
  /// run, which collects the issues its host reports while showing one.
  public var screen: Screen<Host.Feature.Action>? {
    guard run.driver.store != nil else { return nil }
    let moment = run.driver.stateMoment
    if let shown, shown.moment == moment { return shown.screen }
    let screen = run.collectingIssues { try? run.screens.currentScreen() }
    shown = screen.map { (moment, $0) }
    return screen
  }

  /// The virtual time since the journey started.
  public var now: Duration { run.now }

  /// Whether the last step performed was a person's interaction (`tap`, `type`, `toggle`, …)
  /// that sent the app an action which did nothing: the app processed it, yet its processing
  /// left the state as it was (by `==` when the state is `Equatable`, else as the host reads it
  /// as a value) and its reducer returned no effect (`.none`), so that no other action followed.
  /// An interaction moves no time, so nothing else ran between the state before and after.
  ///
  /// `false` after any other step, a step that failed, and an interaction that sent no action
  /// (a `toggle` whose `to:` the toggle already shows).
  public private(set) var lastInteractionDidNothing = false

  /// Runs `step` after the steps run so far and records it; returns the failure it caused, or
  /// `nil` when it passed. After a failure, further steps are not run and return it again.
  @discardableResult
  public func perform(_ step: Step) -> JourneyFailure? {
    lastInteractionDidNothing = false
    guard run.failure == nil, !isFinished else { return run.failure }
    if step.kind.isPersonInteraction, let store = run.driver.store {
      lastInteractionDidNothing =
        statesAreEquatable ? performInteraction(step, on: store) : performInteraction(step, readingStatesOf: store)
    } else {
      _ = run.collectingIssues { run.perform(step, depth: 0) }
    }
    return run.failure
  }

  /// Performs `step`, a person's interaction with the running app `store`, whose state is
  /// `Equatable`; returns whether it did nothing (``lastInteractionDidNothing``). The states are
  /// compared by their state moments, which compare them with `==` as the checks after the step
  /// do anyway. Neither this nor ``performInteraction(_:readingStatesOf:)`` holds a state it need
  /// not: a state's type is the host's, looked up as the program runs by a function that holds one.
  private func performInteraction(_ step: Step, on store: SimulationStore<Host.Feature>) -> Bool {
    let driver = run.driver
    let stateMoment = driver.stateMoment
    let effects = store.effectsReturned
    let moment = driver.moment
    _ = run.collectingIssues { run.perform(step, depth: 0) }
    return didNothing(since: moment, effects: effects) && driver.stateMoment == stateMoment
  }

  /// ``performInteraction(_:on:)`` for a state that is not `Equatable`, kept to be read as a value.
  private func performInteraction(_ step: Step, readingStatesOf store: SimulationStore<Host.Feature>) -> Bool {
    let driver = run.driver
    let state = store.state
    let effects = store.effectsReturned
    let moment = driver.moment
    _ = run.collectingIssues { run.perform(step, depth: 0) }
    return didNothing(since: moment, effects: effects) && driver.store.map { isSame(state, $0.state) } ?? false
  }

  /// Whether the step just performed, which started at `moment` with `effects` returned so far,
  /// passed, and had the app of that launch process some action and start no effect.
  private func didNothing(since moment: ScreenMoment, effects: Int) -> Bool {
    guard run.failure == nil, let store = run.driver.store else { return false }
    let now = run.driver.moment
    return now.launch == moment.launch && now.actionsProcessed > moment.actionsProcessed
      && store.effectsReturned == effects
  }

  /// Whether `first` and `second`, states that are not `Equatable`, are the same as the host reads
  /// them as values. A state the host cannot read counts as changed.
  private func isSame(_ first: Host.Feature.State, _ second: Host.Feature.State) -> Bool {
    let host = run.driver.host
    guard let firstValue = try? host.stateValue(first), let secondValue = try? host.stateValue(second) else {
      return false
    }
    return firstValue == secondValue
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

  /// Whether the `index`th of `checks` passes against the app as it is: ``passes(_:)``, with the
  /// app's state read at the paths of all the `expect` steps of `checks` at once, once for each
  /// state, rather than for each step.
  public func passes(_ index: Int, of checks: ReadiedChecks) -> Bool {
    guard !isFinished else { return false }
    guard let expectations = checks.expectations[index] else {
      return run.passes(checks.steps[index].kind, at: checks.steps[index].location)
    }
    guard let values = try? values(readFor: checks) else { return false }
    // By index, from the checks' flat lists, copying no step or expectation.
    for expectation in expectations {
      guard case .success(let actual) = values[checks.pathIndices[expectation]],
        checks.matchers[expectation].holds(for: actual)
      else { return false }
    }
    return true
  }

  /// The values at the paths of `checks`, read for the app's state as it is now: with a
  /// ``coverage`` recorder, recalled when they were read for the same state met before, and kept
  /// for it when read.
  private func values(readFor checks: ReadiedChecks) throws(StepError) -> [Result<Value, ValueLookupError>] {
    let moment = run.driver.stateMoment
    if let readFor, readFor.checks === checks, readFor.moment == moment { return readFor.values }
    let values: [Result<Value, ValueLookupError>]
    if let recalled = coverage?.recalledValues(at: checks.paths, in: run.driver) {
      values = recalled
    } else {
      values = try run.state.stateValues(at: checks.paths)
      coverage?.keep(values, at: checks.paths, in: run.driver)
    }
    readFor = (checks, moment, values)
    return values
  }

  /// Whether the check `step` passes against the app as it is: ``check(_:)`` without the cost of
  /// describing a failure, for checks whose failure is an answer rather than a problem.
  public func passes(_ step: Step) -> Bool {
    guard !isFinished else { return false }
    return run.passes(step.kind, at: step.location)
  }

  /// Keeps `layer`, what the app's screen offers as it is now, found clean by the caller's checks,
  /// for ``keptLayer`` to give back until the state changes: for checks that depend on the state
  /// alone, such as those of the state and the screen, and not on the stores, the mocks or the
  /// time.
  public func keep(_ layer: ReachableLayer) {
    guard run.driver.store != nil else { return }
    keptForState = (run.driver.stateMoment, layer)
  }

  /// Keeps `layer` as ``keep(_:)`` does and, with a ``coverage`` recorder, for the state the
  /// last step left, with `note`, what the caller's checks found there (such as which of them
  /// applied), for ``layerKeptForStateMet`` to give back whenever this session or another whose
  /// recorder shares its memory meets an equal state after a step. For checks that depend on the
  /// app's state alone, as ``keep(_:)`` says, whose verdict is then the same in an equal state.
  public func keep(_ layer: ReachableLayer, forStateMet note: any Sendable) {
    keep(layer)
    guard run.driver.store != nil else { return }
    coverage?.keep(note: LayerKept(layer: layer, note: note), in: run.driver)
  }

  /// The layer and note that ``keep(_:forStateMet:)`` kept for a state equal to the one the last
  /// step left, in this session or another whose ``coverage`` recorder shares its memory, when the
  /// app is still in it; `nil` when none was kept, the app moved on since the step, or the session
  /// records no coverage.
  public var layerKeptForStateMet: (layer: ReachableLayer, note: any Sendable)? {
    guard !isFinished, let kept = coverage?.recalledNote(in: run.driver) as? LayerKept else { return nil }
    return (kept.layer, kept.note)
  }

  /// The layer ``keep(_:)`` kept last, when the app's state is still the one it was kept for: no
  /// action was processed since, or those processed left the state equal (by `==`, for an
  /// `Equatable` state), and the app did not launch again; else `nil`.
  public var keptLayer: ReachableLayer? {
    guard let keptForState, !isFinished, run.driver.store != nil, keptForState.moment == run.driver.stateMoment
    else { return nil }
    return keptForState.layer
  }

  /// Stops the app and returns the journey's result; nothing runs after it.
  public func finish() -> JourneyResult {
    isFinished = true
    return run.collectingIssues { run.end() }
  }
}

/// Checks a caller makes again and again, such as an explorer's invariants after every step,
/// readied once for ``JourneySession/passes(_:of:)``: the paths their `expect` steps read are
/// gathered, so that the app's state is read at all of them at once.
public final class ReadiedChecks: Sendable {
  /// The checks, in the order given.
  public let steps: [Step]
  /// Every path the `expect` steps read, each once, in the order first read.
  let paths: [ValuePath]
  /// For each step, where its expectations are in ``matchers`` and ``pathIndices``; `nil` for a
  /// step that is not an `expect`.
  let expectations: [Range<Int>?]
  /// The matcher of every expectation of the `expect` steps, step after step.
  let matchers: [Matcher]
  /// Where in ``paths`` the path of each expectation of ``matchers`` is.
  let pathIndices: [Int]

  /// Readies `steps`.
  public init(_ steps: [Step]) {
    var paths: [ValuePath] = []
    var indexByPath: [ValuePath: Int] = [:]
    var matchers: [Matcher] = []
    var pathIndices: [Int] = []
    expectations = steps.map { step in
      guard case .expect(let expectations) = step.kind else { return nil }
      let start = matchers.count
      for expectation in expectations {
        matchers.append(expectation.matcher)
        if let index = indexByPath[expectation.path] {
          pathIndices.append(index)
        } else {
          indexByPath[expectation.path] = paths.count
          pathIndices.append(paths.count)
          paths.append(expectation.path)
        }
      }
      return start..<matchers.count
    }
    self.steps = steps
    self.paths = paths
    self.matchers = matchers
    self.pathIndices = pathIndices
  }
}

/// A layer kept for a state met, with the note of the checks that found it clean
/// (``JourneySession/keep(_:forStateMet:)``).
private struct LayerKept: Sendable {
  let layer: ReachableLayer
  let note: any Sendable
}
