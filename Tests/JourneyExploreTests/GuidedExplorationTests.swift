import JourneyCoverage
import JourneyExplore
import JourneyLoader
import JourneyModel
import JourneyRunner
import PlantedBugsApp
import Testing

/// Guided exploration against uniform exploration on the planted apps: the lock's bug, six taps
/// deep, is found guided within a budget of seeds in which uniform exploration does not find it,
/// guided exploration reaches more of the lock and no less of the inbox, and the journeys do not
/// depend on the order the seeds of a generation finish in.
@Suite struct GuidedExplorationTests {
  static let start = """
    name: Start
    steps:
      - launch
    """

  private static func loaded(
    _ invariants: String, start: String = Self.start
  ) throws -> (start: Journey, invariants: [Invariant]) {
    let loader = JourneyLoader(fileSystem: InMemoryFileSystem(["app.invariants.yaml": invariants, "start.yaml": start]))
    return (try loader.load(file: "start.yaml").get()[0], try loader.loadInvariants(file: "app.invariants.yaml").get().invariants)
  }

  private func lock(opensUncounted: Bool) throws -> Explorer<LockJourneyHost> {
    let (start, invariants) = try Self.loaded(LockJourneyHost.invariants)
    return Explorer(
      runner: JourneyRunner(host: LockJourneyHost(opensUncounted: opensUncounted), snapshots: NoGoldenSnapshots()),
      start: start, invariants: invariants, options: ExploreOptions(maximumSteps: 30))
  }

  private func inbox(_ bugs: PlantedBugs, start: String = Self.start) throws -> Explorer<InboxJourneyHost> {
    let (start, invariants) = try Self.loaded(InboxJourneyHost.invariants, start: start)
    return Explorer(
      runner: JourneyRunner(host: InboxJourneyHost(bugs: bugs), snapshots: NoGoldenSnapshots()),
      start: start, invariants: invariants, options: ExploreOptions(maximumSteps: 30))
  }

  /// Explores `seeds` guided from `exploration`, `explore` running a seed from its lead, each
  /// generation's seeds in `order`; gives the runs by seed and how many things they reached.
  private func guided(
    seeds: ClosedRange<UInt64>, from exploration: GuidedExploration,
    order: ([(seed: UInt64, lead: Lead)]) -> [(seed: UInt64, lead: Lead)] = { $0 },
    explore: (UInt64, Lead) -> GuidedRun
  ) -> (runs: [UInt64: GuidedRun], reached: Int) {
    var exploration = exploration
    let runs = exploration.explore(Array(seeds)) { jobs in
      var runs: [UInt64: GuidedRun] = [:]
      for job in order(jobs) { runs[job.seed] = explore(job.seed, job.lead) }
      return runs
    } merged: { run in
      ({ run.exploration.candidate }, run.reach, run.exploration.violation != nil)
    }
    return (runs, exploration.reachedCount)
  }

  @Test func theLocksBugSixTapsDeepIsFoundGuidedWithinABudgetInWhichUniformExplorationDoesNotFindIt() throws {
    let explorer = try lock(opensUncounted: true)
    let budget: ClosedRange<UInt64> = 1...300
    let uniform = budget.filter { explorer.explore(seed: $0).violation != nil }
    #expect(uniform.isEmpty)
    let runs = guided(seeds: budget, from: GuidedExploration(catalog: explorer.runner.host.mockCatalog)) {
      explorer.explore(seed: $0, lead: $1)
    }.runs
    let failed = runs.keys.sorted().filter { runs[$0]?.exploration.violation != nil }
    #expect(failed.first == 231)
    let exploration = try #require(failed.first.flatMap { runs[$0]?.exploration })
    let violation = try #require(exploration.violation)
    var shrinker = Shrinker(budget: 2000, replay: explorer.replay)
    let shrunk = shrinker.shrink(exploration.candidate, failingWith: violation)
    let text = JourneyWriter.text(
      of: explorer.reproduction(
        of: shrunk.candidate, violation: shrunk.violation, seed: exploration.seed,
        explored: exploration.candidate.steps.count))
    #expect(shrunk.candidate.steps.map(\.kind) == LockFeature.code.map { .tap(ElementReference(label: String($0))) })
    let journey = try JourneyLoader(fileSystem: InMemoryFileSystem(["found.yaml": text])).load(file: "found.yaml").get()[0]
    #expect(explorer.runner.run(journey).status == .failed, "\(text)")
  }

  @Test func guidedExplorationReachesMoreOfTheLockThanUniformExplorationIn1000Seeds() throws {
    let explorer = try lock(opensUncounted: false)
    let empty = GuidedExploration(catalog: explorer.runner.host.mockCatalog)
    let guided = guided(seeds: 1...1000, from: empty) { explorer.explore(seed: $0, lead: $1) }
    let uniform = self.guided(seeds: 1...1000, from: empty) { seed, _ in explorer.explore(seed: seed, lead: .uniform) }
    // Guided reaches every dial and the vault: a third more keys than uniform exploration.
    #expect(guided.reached * 3 >= uniform.reached * 4, "guided \(guided.reached), uniform \(uniform.reached)")
    #expect(guided.runs.values.allSatisfy { $0.exploration.violation == nil })
    #expect(guided.runs.values.contains { $0.reach.reached.contains { $0.key == "screen Vault" } })
    #expect(!uniform.runs.values.contains { $0.reach.reached.contains { $0.key == "screen Vault" } })
  }

  @Test func guidedExplorationReachesTheInboxAtLeastAsFarAsUniformExploration() throws {
    let explorer = try inbox([])
    let empty = GuidedExploration(catalog: explorer.runner.host.mockCatalog)
    for seeds in [UInt64(1)...20, 1...100] {
      let guided = guided(seeds: seeds, from: empty) { explorer.explore(seed: $0, lead: $1) }.reached
      let uniform = self.guided(seeds: seeds, from: empty) { seed, _ in
        explorer.explore(seed: seed, lead: .uniform)
      }.reached
      #expect(guided >= uniform, "\(seeds): guided \(guided), uniform \(uniform)")
    }
  }

  @Test func aRunsReachListsWhatItsRecordReachedOnceEachInTheOrderOfTheStepsThoseOfOneStepSorted() throws {
    let explorer = try inbox([])
    for seed in UInt64(1)...20 {
      let recorder = CoverageRecorder()
      _ = explorer.explore(seed: seed, coverage: recorder)
      let reached = explorer.explore(seed: seed, lead: .uniform).reach.reached
      let keys = reached.map(\.key)
      #expect(Set(keys).count == keys.count)
      #expect(Set(keys) == Set(recorder.coverage.reached.map(\.description)))
      // Each step's own things (a use of an element counts from the step before it).
      let things = reached.filter { !$0.key.hasPrefix("interaction ") }
      #expect(things.contains { $0.step > 0 })
      #expect(things.map(\.step) == things.map(\.step).sorted())
      for step in Set(things.map(\.step)) {
        let ofStep = things.filter { $0.step == step }.compactMap { Coverage.Key(description: $0.key) }
        #expect(ofStep == ofStep.sorted())
      }
    }
  }

  @Test func aGenerationsRunsMergeInTheOrderOfTheirSeedsWhateverOrderTheyFinishIn() throws {
    let explorer = try inbox([.flagLeftSetAfterError])
    let empty = GuidedExploration(catalog: explorer.runner.host.mockCatalog)
    let inOrder = guided(seeds: 1...60, from: empty) { explorer.explore(seed: $0, lead: $1) }
    let reversed = guided(seeds: 1...60, from: empty, order: { $0.reversed() }) {
      explorer.explore(seed: $0, lead: $1)
    }
    #expect(inOrder.runs == reversed.runs)
    #expect(inOrder.reached == reversed.reached)
    #expect(inOrder.runs.values.contains { $0.exploration.violation != nil })
    for run in inOrder.runs.values {
      #expect(explorer.replay(run.exploration.candidate) == run.exploration.violation)
    }
  }

  @Test func aStartThatUsesElementsIsExploredFurtherGuidedAndEachJourneyReplaysAsItRan() throws {
    let start = """
      name: Compose
      steps:
        - launch
        - tap: Compose
        - type:
            text: hello
            into: Message
      """
    let explorer = try inbox([.effectOutlivesScreen], start: start)
    let runs = guided(seeds: 1...60, from: GuidedExploration(catalog: explorer.runner.host.mockCatalog)) {
      explorer.explore(seed: $0, lead: $1)
    }.runs
    #expect(runs.values.contains { $0.exploration.violation != nil })
    for run in runs.values {
      #expect(run.reach.reached.allSatisfy { $0.step >= 0 && $0.step <= run.exploration.candidate.steps.count })
      #expect(explorer.replay(run.exploration.candidate) == run.exploration.violation)
    }
  }

  @Test func aGuidedJourneyReachesTheSameWhicheverJourneysItsExplorerRanBefore() throws {
    let explorer = try inbox([.flagLeftSetAfterError])
    // The explorer's recorders meet the states of 40 guided journeys.
    _ = guided(seeds: 1...40, from: GuidedExploration(catalog: explorer.runner.host.mockCatalog)) {
      explorer.explore(seed: $0, lead: $1)
    }
    // Each seed again, by an explorer that met no state before it, and by the one that met them.
    for seed in UInt64(1)...40 {
      let fresh = try inbox([.flagLeftSetAfterError])
      #expect(fresh.explore(seed: seed, lead: .uniform) == explorer.explore(seed: seed, lead: .uniform))
    }
  }

  @Test func aUniformLeadTakesTheJourneyOfTheSeedAlone() throws {
    let explorer = try inbox([.negativeCountOnCancel])
    for seed in UInt64(1)...20 {
      #expect(explorer.explore(seed: seed, lead: .uniform).exploration == explorer.explore(seed: seed))
    }
  }
}
