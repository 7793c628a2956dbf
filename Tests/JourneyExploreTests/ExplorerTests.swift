import JourneyExplore
import JourneyLoader
import JourneyModel
import JourneyRunner
import PlantedBugsApp
import Testing

/// Exploration of the inbox with one bug planted at a time: each is found within a bounded number
/// of seeds and shrinks to a journey of at most 10 steps that fails the same way when run.
@Suite struct ExplorerTests {
  static let start = """
    name: Inbox
    steps:
      - launch
    """

  private func explorer(_ bugs: PlantedBugs, maximumSteps: Int = 25) throws -> Explorer<InboxJourneyHost> {
    let loader = JourneyLoader(
      fileSystem: InMemoryFileSystem(["inbox.invariants.yaml": InboxJourneyHost.invariants, "start.yaml": Self.start]))
    let invariants = try loader.loadInvariants(file: "inbox.invariants.yaml").get().invariants
    let start = try loader.load(file: "start.yaml").get()[0]
    let runner = JourneyRunner(host: InboxJourneyHost(bugs: bugs), snapshots: NoGoldenSnapshots())
    return Explorer(
      runner: runner, start: start, invariants: invariants, options: ExploreOptions(maximumSteps: maximumSteps))
  }

  /// The first seed of `seeds` whose journey violates something, with what.
  private func firstFailure(
    of explorer: Explorer<InboxJourneyHost>, seeds: ClosedRange<UInt64> = 1...200
  ) -> Exploration? {
    seeds.lazy.map { explorer.explore(seed: $0) }.first { $0.violation != nil }
  }

  /// Shrinks `exploration`'s failure, writes it as a journey file, loads it back and runs it.
  private func shrinkAndReplay(
    _ exploration: Exploration, with explorer: Explorer<InboxJourneyHost>
  ) throws -> (shrunk: Shrinker.Result, text: String, result: JourneyResult) {
    let violation = try #require(exploration.violation)
    var shrinker = Shrinker(budget: 2000, replay: explorer.replay)
    let shrunk = shrinker.shrink(exploration.candidate, failingWith: violation)
    let journey = explorer.reproduction(
      of: shrunk.candidate, violation: shrunk.violation, seed: exploration.seed,
      explored: exploration.candidate.steps.count)
    let text = JourneyWriter.text(of: journey)
    let loaded = try JourneyLoader(fileSystem: InMemoryFileSystem(["found.yaml": text])).load(file: "found.yaml").get()[0]
    return (shrunk, text, explorer.runner.run(loaded))
  }

  @Test func theAppWithoutBugsKeepsEveryInvariant() throws {
    let explorer = try explorer([])
    for seed in UInt64(1)...60 {
      let exploration = explorer.explore(seed: seed)
      #expect(exploration.violation == nil, "seed \(seed): \(exploration.violation?.message ?? "")")
    }
  }

  @Test func theSameSeedGivesTheSameJourneyAndResult() throws {
    let explorer = try explorer([.flagLeftSetAfterError])
    for seed in UInt64(1)...20 {
      #expect(explorer.explore(seed: seed) == explorer.explore(seed: seed))
    }
  }

  @Test(arguments: [
    (PlantedBugs.effectOutlivesScreen, "A closed Compose saves no draft"),
    (.negativeCountOnCancel, "The count of pending requests is never negative"),
    (.flagLeftSetAfterError, "Loading shows only while a request is pending"),
  ])
  func aPlantedBugIsFoundAndShrunkToAShortJourneyThatFailsTheSameWay(
    bug: PlantedBugs, invariant: String
  ) throws {
    let explorer = try explorer(bug)
    let exploration = try #require(firstFailure(of: explorer))
    let violation = try #require(exploration.violation)
    guard case .invariant(let violated) = violation.kind else {
      Issue.record("expected an invariant to be violated, found \(violation.summary)")
      return
    }
    #expect(violated.name == invariant)
    let (shrunk, text, result) = try shrinkAndReplay(exploration, with: explorer)
    #expect(shrunk.candidate.steps.count <= 10, "\(text)")
    #expect(shrunk.candidate.steps.count <= exploration.candidate.steps.count)
    #expect(shrunk.violation.signature == violation.signature)
    #expect(result.status == .failed, "\(text)")
    #expect(result.failure?.message.contains(String(shrunk.violation.message.split(separator: ": ").last ?? "")) == true)
  }

  @Test func anErrorAnEffectDoesNotHandleIsAViolationOfTheStepShrunkToAJourneyThatFailsTheSameWay() throws {
    let explorer = try explorer(.unhandledFetchError)
    let exploration = try #require(firstFailure(of: explorer))
    let violation = try #require(exploration.violation)
    guard case .step = violation.kind else {
      Issue.record("expected a step to fail, found \(violation.summary)")
      return
    }
    #expect(violation.message.hasPrefix("An 'Effect.run' returned from PlantedBugsApp/InboxFeature.swift:"))
    #expect(violation.message.contains("in an effect of .refreshTapped)"))
    let (shrunk, text, result) = try shrinkAndReplay(exploration, with: explorer)
    #expect(shrunk.candidate.steps.count <= 10, "\(text)")
    #expect(shrunk.violation.signature == violation.signature)
    #expect(result.status == .failed, "\(text)")
    #expect(result.failure?.message == shrunk.violation.message, "\(text)")
  }

  @Test func eachSeedDrawsItsScheduleFromTheSeedAloneHalfOfThemZero() throws {
    let explorer = try explorer([])
    let seeds = UInt64(1)...200
    let schedules = seeds.map { explorer.configuration(seed: $0).schedule }
    #expect(schedules == seeds.map { explorer.configuration(seed: $0).schedule })
    #expect((70...130).contains(schedules.count { $0 == 0 }), "\(schedules.count { $0 == 0 }) of 200 at schedule 0")
    #expect(Set(schedules.filter { $0 != 0 }).count > 60)
    for seed in UInt64(1)...10 {
      let exploration = explorer.explore(seed: seed)
      #expect(exploration.configuration.schedule == schedules[Int(seed) - 1])
      #expect(exploration.candidate.schedule == exploration.configuration.schedule)
      #expect(exploration.configuration.summary.last == "schedule: \(exploration.configuration.schedule)")
    }
  }

  @Test func aFailureThatNeedsNoScheduleShrinksToAJourneyThatRecordsNone() throws {
    let explorer = try explorer(.negativeCountOnCancel)
    let scheduled = try #require(
      (UInt64(1)...400).lazy.map { explorer.explore(seed: $0) }.first {
        $0.violation != nil && $0.candidate.schedule != 0
      })
    let (shrunk, text, result) = try shrinkAndReplay(scheduled, with: explorer)
    #expect(shrunk.candidate.schedule == 0)
    #expect(!text.contains("schedule:"), "\(text)")
    #expect(result.status == .failed, "\(text)")
  }

  @Test func shrinkingDropsTheFaultsAFailureDoesNotNeed() throws {
    let explorer = try explorer(.negativeCountOnCancel)
    let exploration = try #require(firstFailure(of: explorer))
    let (shrunk, _, _) = try shrinkAndReplay(exploration, with: explorer)
    #expect(shrunk.candidate.faults.count <= exploration.candidate.faults.count)
    #expect(shrunk.candidate.faults.allSatisfy { $0.mock == "inbox" })
  }
}
