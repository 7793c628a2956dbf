import JourneyExplore
import JourneyLoader
import JourneyModel
import JourneyRunner
import PlantedBugsApp
import Testing

/// Exploration of the notes app with its save racing the editor's closing: the race shows only
/// when the save answers after the editor closed, under a schedule that draws its latency longer,
/// and exploration finds it, shrinks it and writes a journey that records the schedule it needs.
@Suite struct ScheduleExplorationTests {
  static let start = """
    name: Notes
    steps:
      - launch
    """

  static let invariants = """
    invariants:
      - name: A closed editor leaves no status
        when:
          - expect: { editor: null }
        check:
          - expect: { editorStatus: null }
    """

  private func explorer(_ races: NotesFeature.Races) throws -> Explorer<NotesJourneyHost> {
    let loader = JourneyLoader(
      fileSystem: InMemoryFileSystem(["notes.invariants.yaml": Self.invariants, "start.yaml": Self.start]))
    let invariants = try loader.loadInvariants(file: "notes.invariants.yaml").get().invariants
    let start = try loader.load(file: "start.yaml").get()[0]
    let runner = JourneyRunner(host: NotesJourneyHost(races: races), snapshots: NoGoldenSnapshots())
    return Explorer(runner: runner, start: start, invariants: invariants, options: ExploreOptions(maximumSteps: 20))
  }

  @Test func aRaceIsFoundShrunkToAShortJourneyThatRecordsItsScheduleAndFailsUnderIt() throws {
    let explorer = try explorer(.saveIntoClosedEditor)
    let found = (UInt64(1)...300).lazy.map { explorer.explore(seed: $0) }.filter { $0.violation != nil }
    let shrunk = found.compactMap { exploration -> (Shrinker.Result, Exploration)? in
      var shrinker = Shrinker(budget: 2000, replay: explorer.replay)
      let result = shrinker.shrink(exploration.candidate, failingWith: exploration.violation!)
      return result.candidate.schedule == 0 ? nil : (result, exploration)
    }.first
    let (result, exploration) = try #require(shrunk, "no failure of seeds 1 to 300 needs its schedule")
    #expect(result.violation.title.contains("A closed editor leaves no status"))
    #expect(result.candidate.steps.count <= 10)
    let journey = explorer.reproduction(
      of: result.candidate, violation: result.violation, seed: exploration.seed,
      explored: exploration.candidate.steps.count)
    let text = JourneyWriter.text(of: journey)
    #expect(text.contains("\nschedule: \(result.candidate.schedule)\n"), "\(text)")
    let loaded = try JourneyLoader(fileSystem: InMemoryFileSystem(["found.yaml": text])).load(file: "found.yaml").get()[0]
    #expect(explorer.runner.run(loaded).status == .failed, "\(text)")
    var unscheduled = loaded
    unscheduled.schedule = nil
    #expect(explorer.runner.run(unscheduled).status == .passed, "\(text)")
  }

  @Test func withTheRaceGoneTheSameSeedsKeepTheInvariant() throws {
    let explorer = try explorer([])
    for seed in UInt64(1)...100 {
      let exploration = explorer.explore(seed: seed)
      #expect(exploration.violation == nil, "seed \(seed): \(exploration.violation?.message ?? "")")
    }
  }
}
