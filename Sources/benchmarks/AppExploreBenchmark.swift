import AppJourneyHost
import JourneyExplore
import JourneyLoader
import JourneyModel
import JourneyRunner
import JourneySuite

/// Exploration of this package's app as `journey explore --from <start> --invariants
/// Scenarios/app.invariants.yaml --steps 40` runs it in a worker: random journeys of 40 steps
/// from a launch with Ada signed in, with the swarm's faults, the host's deep links, and the app's
/// invariants checked after every step.
struct AppExploreBenchmark {
  /// The start: a launch with Ada signed in, as the journeys of `Scenarios/` that run
  /// `Shared/home-signed-in.subflow.yaml` begin, without its check that Home shows: under the
  /// swarm's faults (a slow storage, say) the launch screen may still show after the launch.
  static let start = """
    name: Signed in
    given: { signedIn: true, onboardingCompleted: true }
    steps:
      - launch
    """

  /// The explorer, its start and invariants loaded once: loading is not exploring.
  let explorer: Explorer<AppJourneyHost>

  init() {
    let host = AppJourneyHost()
    guard
      case .success(let journeys) = JourneyLoader(fileSystem: InMemoryFileSystem(["start.yaml": Self.start]))
        .load(file: "start.yaml"),
      let start = journeys.first
    else {
      preconditionFailure("the benchmark's start journey does not load")
    }
    let invariantsFile = "Scenarios/app.invariants.yaml"
    let invariants: [Invariant]
    switch SuiteRun(host: host, configuration: RunConfiguration(paths: [])).loadInvariants(file: invariantsFile) {
    case .success(let loaded): invariants = loaded.invariants
    case .failure(let diagnostics): preconditionFailure("\(invariantsFile) does not load:\n\(diagnostics)")
    }
    explorer = Explorer(
      runner: JourneyRunner(host: host, snapshots: NoGoldenSnapshots()), start: start, invariants: invariants,
      options: ExploreOptions(maximumSteps: 40, deepLinks: host.notes.deepLinks))
  }

  /// The same exploration by an explorer whose guided journeys' recorders met no state yet, as
  /// those of a `journey explore` that starts.
  func afresh() -> AppExploreBenchmark {
    AppExploreBenchmark(
      explorer: Explorer(
        runner: explorer.runner, start: explorer.start, invariants: explorer.invariants,
        allowedDeadControls: explorer.allowedDeadControls, options: explorer.options))
  }

  private init(explorer: Explorer<AppJourneyHost>) {
    self.explorer = explorer
  }

  /// Explores `seeds` guided, as `journey explore` does by default, continuing `exploration`:
  /// the seeds are one generation, each seed's journey runs from the lead `exploration` draws for
  /// it (``Explorer/explore(seed:lead:willRun:)``, as a worker runs it) and is merged into its
  /// corpus. Returns the steps explored. A violation stops the benchmarks.
  func runGuided(seeds: ClosedRange<UInt64>, continuing exploration: inout GuidedExploration) -> Int {
    var steps = 0
    _ = exploration.explore(Array(seeds)) { jobs in
      var runs: [UInt64: GuidedRun] = [:]
      for (seed, lead) in jobs {
        let run = explorer.explore(seed: seed, lead: lead)
        precondition(
          run.exploration.violation == nil,
          "exploring the app guided from seed \(seed) failed: \(run.exploration.violation?.message ?? "")")
        steps += run.exploration.candidate.steps.count
        runs[seed] = run
      }
      return runs
    } merged: { run in
      ({ run.exploration.candidate }, run.reach, run.exploration.violation != nil)
    }
    return steps
  }

  /// Explores `seeds`; returns the steps explored. A violation stops the benchmarks.
  func run(seeds: ClosedRange<UInt64>) -> Int {
    var steps = 0
    for seed in seeds {
      let exploration = explorer.explore(seed: seed)
      precondition(
        exploration.violation == nil,
        "exploring the app from seed \(seed) failed: \(exploration.violation?.message ?? "")")
      steps += exploration.candidate.steps.count
    }
    return steps
  }
}
