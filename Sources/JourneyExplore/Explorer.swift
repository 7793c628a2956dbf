import JourneyCoverage
import JourneyHosting
import JourneyModel
import JourneyRunner
import SimulationRuntime
import TextUI

/// Explores an app: generates random journeys from a start, each from a seed, and checks the
/// invariants after every step; notes the enabled elements that did nothing when used
/// (``DeadControl``). The same seed gives the same journey and the same result on any
/// machine, in any order, at any load: everything random is drawn from the seed, and the app
/// runs on the runner's virtual clock.
///
/// An explorer runs in the calling thread and holds no state but what its guided journeys'
/// recorders learn of the states met, which changes nothing a journey finds: one explorer can
/// explore several seeds at once on different threads.
public struct Explorer<Host: JourneyHost>: Sendable {
  /// Runs the journeys.
  public let runner: JourneyRunner<Host>
  /// The journey every generated journey starts with: its `given` and its steps.
  public let start: Journey
  /// The app's declared invariants.
  public let invariants: [Invariant]
  /// The enabled elements that may do nothing when used, which exploration does not note.
  public let allowedDeadControls: [DeadControlAllowance]
  /// How journeys are generated.
  public let options: ExploreOptions
  /// Whether every condition and check of the invariants looks at the app's state or its screen
  /// alone, so that a state found clean once is clean while it lasts.
  private let invariantsReadStateAlone: Bool
  /// The invariants' conditions and checks, readied once for checking them after every step.
  private let readiedChecks: ReadiedChecks
  /// Where the conditions and the checks of each invariant are in ``readiedChecks``.
  private let readiedRanges: [(conditions: Range<Int>, checks: Range<Int>)]
  /// What the recorders of the guided journeys learn of the states they meet, shared by them:
  /// a lead's journey takes its parent's steps again and every journey starts from the same
  /// launch, so its states are read, compared and shown once for all of them.
  let coverageMemory = CoverageMemory()
  /// The keys of reach of the keys of ``coverageMemory``, found once for all the journeys.
  let reachKeys = ReachKeysByNumber()

  /// Makes an explorer.
  public init(
    runner: JourneyRunner<Host>, start: Journey, invariants: [Invariant],
    allowedDeadControls: [DeadControlAllowance] = [], options: ExploreOptions
  ) {
    self.runner = runner
    self.start = start
    self.invariants = invariants
    self.allowedDeadControls = allowedDeadControls
    self.options = options
    invariantsReadStateAlone = invariants.allSatisfy { invariant in
      (invariant.conditions + invariant.checks).allSatisfy { step in
        switch step.kind {
        case .see, .notSee, .screen, .element, .expect: true
        default: false
        }
      }
    }
    var steps: [Step] = []
    readiedRanges = invariants.map { invariant in
      let conditions = steps.count..<(steps.count + invariant.conditions.count)
      steps += invariant.conditions
      let checks = steps.count..<(steps.count + invariant.checks.count)
      steps += invariant.checks
      return (conditions, checks)
    }
    readiedChecks = ReadiedChecks(steps)
  }

  /// Generates and runs the journey of `seed`, stopping at its first violation, and notes each
  /// dead control it used once; `willRun` sees each generated step before it runs. With a
  /// `coverage` recorder, what the journey reaches is added to its record, the invariants
  /// evaluated with it (those whose screens and conditions held).
  public func explore(
    seed: UInt64, coverage: CoverageRecorder? = nil, willRun: (Step) -> Void = { _ in }
  ) -> Exploration {
    var random = SeededRandomNumberGenerator(seed: seed)
    var configuration = SwarmConfiguration.draw(
      catalog: runner.host.mockCatalog, supported: supportedMoves, using: &random)
    configuration.schedule = SwarmConfiguration.schedule(seed: seed)
    let session = JourneySession(
      runner: runner, journey: startJourney(adding: configuration.faults, schedule: configuration.schedule),
      coverage: coverage)
    var steps: [Step] = []
    var (violation, layer) = violationAtStart(of: session)
    var generator = MoveGenerator(configuration: configuration, options: options)
    var deadControls: [DeadControl] = []
    while violation == nil, steps.count < options.maximumSteps, let reachable = layer {
      let step = generator.next(on: reachable, at: Self.location(ofStep: steps.count), using: &random)
      steps.append(step)
      willRun(step)
      (violation, layer) = self.violation(after: step, number: steps.count, in: session)
      if let dead = deadControl(used: step, on: reachable, in: session, stepCount: steps.count),
        !deadControls.contains(where: { $0.signature == dead.signature })
      {
        deadControls.append(dead)
      }
    }
    _ = session.finish()
    return Exploration(
      seed: seed, configuration: configuration,
      candidate: Candidate(faults: configuration.faults, steps: steps, schedule: configuration.schedule),
      violation: violation, deadControls: deadControls)
  }

  /// The dead control `step` used, when the session says the action it sent did nothing: the
  /// element of `layer`, the topmost layer before the step, that the step names, unless an
  /// allowance names it. A step that asked for no change is never one: typing no text, or
  /// selecting the option a picker shows. The screen is named after the step, which left the
  /// state, and so the screen, as they were.
  func deadControl(
    used step: Step, on layer: ReachableLayer, in session: JourneySession<Host>, stepCount: Int
  ) -> DeadControl? {
    guard session.lastInteractionDidNothing else { return nil }
    let named: (label: String, id: String?)
    switch step.kind {
    case .tap(let reference), .clear(let reference), .toggle(let reference, _):
      named = (reference.label, reference.id)
    case .type(let text, let reference) where !text.isEmpty:
      named = (reference.label, reference.id)
    case .select(let option, let reference):
      named = (reference.label, reference.id)
      if layer.elements.first(where: { $0.label == named.label && $0.id == named.id })?.selection == option {
        return nil
      }
    case .answer(let button):
      named = (button, nil)
    default:
      return nil
    }
    guard
      let element = layer.elements.first(where: {
        $0.isEnabled && $0.label == named.label && (named.id == nil || $0.id == named.id)
      }),
      let screen = session.screen?.topmostName,
      !allowedDeadControls.contains(where: { $0.allows(screen: screen, label: element.label, id: element.id) })
    else { return nil }
    return DeadControl(
      screen: screen, kind: element.kind, label: element.label, id: element.id, stepCount: stepCount, step: step)
  }

  /// The faults, moves and schedule `seed` explores with: the same as ``explore(seed:coverage:willRun:)``
  /// draws.
  public func configuration(seed: UInt64) -> SwarmConfiguration {
    var random = SeededRandomNumberGenerator(seed: seed)
    var configuration = SwarmConfiguration.draw(
      catalog: runner.host.mockCatalog, supported: supportedMoves, using: &random)
    configuration.schedule = SwarmConfiguration.schedule(seed: seed)
    return configuration
  }

  /// The moves the host takes: lifecycle events only when it turns them into actions, deep
  /// links only when it lists some; network changes always, which the world takes whether or
  /// not the app hears of them.
  var supportedMoves: Set<MoveKind> {
    let host = runner.host
    var moves = Set(MoveKind.allCases)
    if host.backgroundAction == nil || host.foregroundAction == nil { moves.remove(.lifecycle) }
    if options.deepLinks.isEmpty { moves.remove(.deepLink) }
    return moves
  }

  /// Runs `candidate` after the start, checking after every step as exploring does; returns its
  /// first violation, or `nil` when it runs clean.
  public func replay(_ candidate: Candidate) -> Violation? {
    replay(candidate) { _ in }
  }

  /// ``replay(_:)``, with `willRun` seeing each step before it runs.
  public func replay(_ candidate: Candidate, willRun: (Step) -> Void) -> Violation? {
    let session = JourneySession(
      runner: runner, journey: startJourney(adding: candidate.faults, schedule: candidate.schedule))
    defer { _ = session.finish() }
    if let violation = violationAtStart(of: session).violation { return violation }
    for (index, step) in candidate.steps.enumerated() {
      willRun(step)
      if let violation = violation(after: step, number: index + 1, in: session).violation { return violation }
    }
    return nil
  }

  /// The journey file that fails as `candidate` did with `violation`: the start's `given` with
  /// the candidate's faults, the candidate's schedule unless it is 0, the start's steps (subflows
  /// inlined), the candidate's steps up to the violation, and then what shows it: the invariant's
  /// conditions and checks, or a tap on the element no journey can address. Its name and
  /// description say it was found at `seed` and shrunk from `explored` steps after the start,
  /// wherever exploration runs.
  public func reproduction(of candidate: Candidate, violation: Violation, seed: UInt64, explored: Int) -> Journey {
    let name = "Explore seed \(seed): \(violation.title)"
    let description =
      "Found by exploring seed \(seed) and shrunk from \(explored) to \(candidate.steps.count) steps after the start."
    var steps = Self.inlined(start.steps) + candidate.steps.prefix(violation.stepCount)
    switch violation.kind {
    case .invariant(let invariant):
      steps += invariant.conditions + invariant.checks
    case .unaddressable(let label):
      steps.append(Step(.tap(ElementReference(label: label)), at: Self.location(ofStep: steps.count)))
    case .start, .step, .crash:
      break
    }
    return Journey(
      file: start.file, name: name, description: description, tags: ["explore"],
      given: Given(mocks: start.given.mocks + candidate.faults, app: start.given.app),
      steps: steps, schedule: candidate.schedule == 0 ? nil : candidate.schedule, location: start.location)
  }

  // MARK: Running

  func startJourney(adding faults: [MockChange], schedule: UInt64 = 0) -> Journey {
    var journey = start
    journey.given.mocks += faults
    journey.schedule = schedule
    return journey
  }

  /// What a check finds after a step: the violation, if any, and what the screen then offers,
  /// for choosing the next step (`nil` when the app is not running).
  typealias Found = (violation: Violation?, layer: ReachableLayer?)

  func violationAtStart(of session: JourneySession<Host>) -> Found {
    if let failure = session.failure {
      return (Violation(kind: .start, message: failure.message, stepCount: 0), nil)
    }
    return violationOnScreen(of: session, stepCount: 0)
  }

  /// Runs `step`, the `number`th generated, and checks what must hold after it.
  func violation(after step: Step, number: Int, in session: JourneySession<Host>) -> Found {
    if let failure = session.perform(step) {
      return (Violation(kind: .step(step), message: failure.message, stepCount: number), nil)
    }
    return violationOnScreen(of: session, stepCount: number)
  }

  /// The built-in rule that every enabled element can be addressed, then the declared
  /// invariants, in file order. A state found clean, while the app stays in it, is not checked
  /// again when the invariants read the state and the screen alone: many steps leave the state as
  /// it was.
  private func violationOnScreen(of session: JourneySession<Host>, stepCount: Int) -> Found {
    if invariantsReadStateAlone, let layer = session.keptLayer { return (nil, layer) }
    if invariantsReadStateAlone, let kept = session.layerKeptForStateMet, let evaluated = kept.note as? [Int] {
      // Found clean in an equal state before, by this journey or another: the same invariants
      // apply there, and are evaluated again as they were.
      for index in evaluated { session.coverage?.insertInvariant(invariants[index].name) }
      session.keep(kept.layer)
      return (nil, kept.layer)
    }
    guard let screen = session.screen else { return (nil, nil) }
    let layer = screen.reachableLayer
    var evaluated: [Int] = []
    let violation = violation(on: screen, layer: layer, in: session, stepCount: stepCount, evaluated: &evaluated)
    if invariantsReadStateAlone, violation == nil { session.keep(layer, forStateMet: evaluated) }
    return (violation, layer)
  }

  /// The first violation of the built-in rule or of an invariant on `screen`, whose reachable
  /// layer is `layer`; `evaluated` gets the indices of the invariants whose conditions held.
  private func violation(
    on screen: Screen<Host.Feature.Action>, layer: ReachableLayer, in session: JourneySession<Host>, stepCount: Int,
    evaluated: inout [Int]
  ) -> Violation? {
    if let label = Self.unaddressableLabel(in: layer) {
      return Violation(
        kind: .unaddressable(label: label),
        message: "several enabled elements are labelled \(label.quoted) and no id tells them apart; "
          + "give each an id",
        stepCount: stepCount)
    }
    // The screen's name takes a walk through its layers: only invariants limited to some screens
    // need it.
    var screenName: String?
    // By index, copying no invariant or step: they are read after every step.
    for index in invariants.indices {
      if !invariants[index].screens.isEmpty {
        let name = screenName ?? screen.topmostName
        screenName = name
        guard invariants[index].screens.contains(name) else { continue }
      }
      let ranges = readiedRanges[index]
      guard ranges.conditions.allSatisfy({ session.passes($0, of: readiedChecks) }) else { continue }
      session.coverage?.insertInvariant(invariants[index].name)
      evaluated.append(index)
      // A check that does not pass is checked again for the failure it makes.
      for check in ranges.checks where !session.passes(check, of: readiedChecks) {
        if let failure = session.check(readiedChecks.steps[check]) {
          let invariant = invariants[index]
          return Violation(
            kind: .invariant(invariant),
            message: "invariant \(invariant.name.quoted) does not hold: \(failure.message)",
            stepCount: stepCount)
        }
      }
    }
    return nil
  }

  /// The first label shared by enabled elements whose ids do not tell them apart.
  static func unaddressableLabel(in layer: ReachableLayer) -> String? {
    let elements = layer.elements
    // Each label is judged at its first enabled element. Most labels are on that element alone,
    // which a look through the others tells without a table of labels.
    for (index, element) in elements.enumerated() where element.isEnabled {
      let label = element.label
      let isLabelled = { (other: ElementState) in other.isEnabled && other.label == label }
      guard !elements[..<index].contains(where: isLabelled), elements[(index + 1)...].contains(where: isLabelled)
      else { continue }
      let ids = elements[index...].filter(isLabelled).map(\.id)
      if ids.contains(nil) || Set(ids).count < ids.count { return label }
    }
    return nil
  }

  /// Where the `index`th generated step is said to be, until it is written to a file.
  static func location(ofStep index: Int) -> FileLocation {
    FileLocation(file: "explored", line: index + 1, column: 1)
  }

  /// `steps` with every `run` replaced by the steps of its subflow.
  static func inlined(_ steps: [Step]) -> [Step] {
    steps.flatMap { step -> [Step] in
      if case .run(let subflow) = step.kind { return inlined(subflow.steps) }
      return [step]
    }
  }
}

/// One seed's journey and what it found.
public struct Exploration: Hashable, Sendable {
  /// The seed everything was drawn from.
  public var seed: UInt64
  /// The faults and moves the seed drew.
  public var configuration: SwarmConfiguration
  /// The faults and the steps generated, up to the violation when there is one.
  public var candidate: Candidate
  /// The first violation, if any.
  public var violation: Violation?
  /// The dead controls the journey used, each once, in the order it used them.
  public var deadControls: [DeadControl]
}
