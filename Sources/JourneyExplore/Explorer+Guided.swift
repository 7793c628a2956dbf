import JourneyModel
import JourneyRunner
import SimulationRuntime

extension Explorer {
  /// Generates and runs the journey of `seed` from `lead`, as ``explore(seed:coverage:willRun:)`` does,
  /// and records what it reached: the seed draws its configuration, the lead's parent replaces
  /// its faults and schedule, the parent's steps run first (each that cannot be taken on the screen it meets
  /// is left out: its element is not there or not enabled), and then the seed generates steps up to
  /// ``ExploreOptions/maximumSteps`` in all, preferring the elements `lead` does not name as used.
  /// The candidate holds the steps that ran, so that replaying it takes the same journey.
  ///
  /// With ``Lead/uniform``, the journey is the one ``explore(seed:coverage:willRun:)`` takes.
  public func explore(seed: UInt64, lead: Lead, willRun: (Step) -> Void = { _ in }) -> GuidedRun {
    var random = SeededRandomNumberGenerator(seed: seed)
    var configuration = SwarmConfiguration.draw(
      catalog: runner.host.mockCatalog, supported: supportedMoves, using: &random)
    configuration.schedule = SwarmConfiguration.schedule(seed: seed)
    if let parent = lead.parent {
      configuration.faults = parent.faults
      configuration.schedule = parent.schedule
    }
    var recorder = ReachRecorder(memory: coverageMemory, reachKeys: reachKeys)
    let session = JourneySession(
      runner: runner, journey: startJourney(adding: configuration.faults, schedule: configuration.schedule),
      coverage: recorder.coverage)
    var steps: [Step] = []
    var (violation, layer) = violationAtStart(of: session)
    recorder.record(step: 0)
    var generator = MoveGenerator(configuration: configuration, options: options, used: lead.used)
    var deadControls: [DeadControl] = []
    var replayed = lead.parent?.steps[...] ?? []
    while violation == nil, steps.count < options.maximumSteps, let reachable = layer,
      let screen = session.screen?.topmostName
    {
      let step: Step
      if let earlier = replayed.popFirst() {
        guard generator.canTake(earlier.kind, on: reachable) else { continue }
        step = Step(earlier.kind, at: Self.location(ofStep: steps.count))
      } else {
        step = generator.next(on: reachable, screen: screen, at: Self.location(ofStep: steps.count), using: &random)
      }
      generator.took(step, on: screen, layer: reachable)
      steps.append(step)
      willRun(step)
      (violation, layer) = self.violation(after: step, number: steps.count, in: session)
      recorder.record(step: steps.count)
      if let dead = deadControl(used: step, on: reachable, in: session, stepCount: steps.count),
        !deadControls.contains(where: { $0.signature == dead.signature })
      {
        deadControls.append(dead)
      }
    }
    _ = session.finish()
    let exploration = Exploration(
      seed: seed, configuration: configuration,
      candidate: Candidate(faults: configuration.faults, steps: steps, schedule: configuration.schedule),
      violation: violation, deadControls: deadControls)
    return GuidedRun(exploration: exploration, reach: recorder.reach)
  }

  /// The faults, moves and schedule `seed` explores with from `lead`: what
  /// ``explore(seed:lead:willRun:)`` draws.
  public func configuration(seed: UInt64, lead: Lead) -> SwarmConfiguration {
    var configuration = configuration(seed: seed)
    if let parent = lead.parent {
      configuration.faults = parent.faults
      configuration.schedule = parent.schedule
    }
    return configuration
  }
}

/// One guided seed's journey, what it found and what it reached.
public struct GuidedRun: Hashable, Sendable {
  /// The journey and what it found.
  public var exploration: Exploration
  /// What it reached, step by step.
  public var reach: Reach

  /// Makes a run.
  public init(exploration: Exploration, reach: Reach) {
    self.exploration = exploration
    self.reach = reach
  }
}
