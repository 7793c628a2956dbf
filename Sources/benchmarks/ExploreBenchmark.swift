import JourneyExplore
import JourneyModel
import JourneyRunner

/// Exploration of the tally app: random journeys of 40 steps from a launch, with the swarm's
/// faults and one invariant checked after every step, as `journey explore` runs them in a
/// worker.
struct ExploreBenchmark {
  let seeds: ClosedRange<UInt64>

  /// The steps explored.
  func run() -> Int {
    let start = FileLocation(file: "benchmark", line: 1, column: 1)
    let explorer = Explorer(
      runner: JourneyRunner(host: TallyHost(), snapshots: NoGoldenSnapshots()),
      start: Journey(file: "benchmark", name: "Launch", steps: [Step(.launch, at: start)], location: start),
      invariants: [
        Invariant(
          name: "The total is never negative",
          checks: [
            Step(.expect([StateExpectation(path: ["total"], matcher: .atLeast(0), location: start)]), at: start)
          ],
          location: start)
      ],
      options: ExploreOptions(maximumSteps: 40))
    var steps = 0
    for seed in seeds {
      let exploration = explorer.explore(seed: seed)
      precondition(exploration.violation == nil, "the tally app failed: \(exploration.violation?.message ?? "")")
      steps += exploration.candidate.steps.count
    }
    return steps
  }
}
