import JourneyCoverage
import JourneyModel
import JourneyRunner
import Testing

/// What a run given a ``CoverageRecorder`` records of the counter app.
@Suite struct CoverageRecorderTests {
  /// Runs `journey` with the counter host, recording into `recorder`.
  private func record(_ journey: Journey, into recorder: CoverageRecorder) -> JourneyResult {
    JourneyRunner(host: CounterHost(), snapshots: InMemorySnapshotStore(goldens: [:]))
      .run(journey, coverage: recorder)
  }

  private func names(_ keys: some Sequence<Coverage.Key>, _ kind: Coverage.Kind) -> [String] {
    keys.filter { $0.kind == kind }.map(\.name).sorted()
  }

  @Test func aRunRecordsTheScreensElementsActionsStateCallsAndLinksItReached() {
    let recorder = CoverageRecorder()
    let result = record(
      counterJourney(
        .launch, .tap(ElementReference(label: "Save")), .wait(.seconds(2)), .deepLink(url: "counter://count/5"),
        .tap(ElementReference(label: "History"))),
      into: recorder)
    #expect(result.status == .passed)
    let reached = recorder.coverage.reached
    #expect(names(reached, .screen) == ["Counter", "History"])
    #expect(names(reached, .interaction) == ["Counter: button \"History\"", "Counter: button \"Save\""])
    #expect(names(recorder.coverage.unreached, .interaction).contains("Counter: toggle \"Sound\""))
    #expect(names(reached, .element).contains("History: back button \"Counter\""))
    #expect(
      names(reached, .action) == [
        "app.launched", "counter.setCount", "goal.loaded", "navigation.historyTapped", "save.finished", "save.tapped",
      ])
    #expect(
      names(reached, .state) == ["count", "goal", "isShowingHistory", "launchID", "launchedAt", "luckyNumber", "saveStatus"])
    #expect(names(reached, .mockOutcome) == ["backend.fetchGoal answer", "backend.save answer"])
    #expect(names(reached, .deepLink) == ["counter://count/5"])
  }

  @Test func anErrorOutcomeAndAFailedInteractionAreRecordedAsTheyHappened() {
    let recorder = CoverageRecorder()
    let failing = MockChange(
      mock: "backend", endpoint: "save", behavior: LocatedValue(["error": "rejected"]), location: at(2, 7))
    let journey = counterJourney(
      .launch, .tap(ElementReference(label: "Save")), .wait(.seconds(2)), .tap(ElementReference(label: "Nowhere")),
      given: Given(mocks: [failing]))
    _ = record(journey, into: recorder)
    #expect(names(recorder.coverage.reached, .mockOutcome) == ["backend.fetchGoal answer", "backend.save error rejected"])
    #expect(names(recorder.coverage.reached, .interaction) == ["Counter: button \"Save\""])
  }

  @Test func aRecorderStartsFromItsUniverseAndGoesOnAcrossJourneys() {
    let recorder = CoverageRecorder(universe: Coverage(known: [Coverage.Key(.screen, "Settings")], reached: []))
    _ = record(counterJourney(.launch), into: recorder)
    _ = record(counterJourney(.launch, .tap(ElementReference(label: "History"))), into: recorder)
    #expect(names(recorder.coverage.reached, .screen) == ["Counter", "History"])
    #expect(recorder.coverage.unreached.filter { $0.kind == .screen } == [Coverage.Key(.screen, "Settings")])
  }

  @Test(arguments: [false, true])
  func aKeyReadFromOtherPartsIsRecordedChangedWithThemWhetherOrNotTheHostDeclaresWhereItComesFrom(declares: Bool) {
    let recorder = CoverageRecorder()
    let result = JourneyRunner(
      host: SummaryCounterHost(declaresKeySources: declares), snapshots: InMemorySnapshotStore(goldens: [:])
    )
    .run(counterJourney(.launch, .deepLink(url: "counter://count/5")), coverage: recorder)
    #expect(result.status == .passed)
    #expect(names(recorder.coverage.reached, .state) == ["count", "summary", "summary.total"])
  }

  @Test func journeysThatShareTheirFirstStepsRecordWithOneRecorderWhatEachRecordsAlone() {
    let save = ElementReference(label: "Save")
    let history = ElementReference(label: "History")
    let failing = MockChange(
      mock: "backend", endpoint: "save", behavior: LocatedValue(["error": "rejected"]), location: at(2, 7))
    let journeys = [
      counterJourney(.launch, .tap(save), .wait(.seconds(2))),
      counterJourney(.launch, .tap(save), .wait(.seconds(2)), .tap(history), .back),
      counterJourney(.launch, .tap(history), .back, .tap(save), .wait(.seconds(2))),
      counterJourney(.launch, .tap(save), .wait(.seconds(2)), given: Given(mocks: [failing])),
      counterJourney(.launch, .deepLink(url: "counter://count/5"), .tap(save), .wait(.seconds(2))),
    ]
    let shared = CoverageRecorder()
    for journey in journeys {
      _ = record(journey, into: shared)
    }
    let alone = journeys.reduce(into: Coverage()) { coverage, journey in
      let recorder = CoverageRecorder()
      _ = record(journey, into: recorder)
      coverage.merge(recorder.coverage)
    }
    #expect(shared.coverage == alone)
    #expect(names(shared.coverage.reached, .mockOutcome) == [
      "backend.fetchGoal answer", "backend.save answer", "backend.save error rejected",
    ])
    // Recorders of one run share the states they met: each records what it records alone.
    let memory = CoverageMemory()
    let sharingMemory = journeys.reduce(into: Coverage()) { coverage, journey in
      let recorder = CoverageRecorder(memory: memory)
      _ = record(journey, into: recorder)
      coverage.merge(recorder.coverage)
    }
    #expect(sharingMemory == alone)
  }

  @Test func aJourneyThatMeetsTheStatesOfAnEarlierOneShowsTheirScreensWithoutBuildingThemAgain() {
    let journey = counterJourney(
      .launch, .tap(ElementReference(label: "Save")), .wait(.seconds(2)), .tap(ElementReference(label: "History")),
      .screen("History"))
    // The screens built by each of two runs of the journey, with recorders sharing `memory` or not.
    func screensBuilt(sharing memory: CoverageMemory?) -> [Int] {
      let count = ScreenCount()
      let runner = JourneyRunner(host: CounterHost(screensBuilt: count), snapshots: InMemorySnapshotStore(goldens: [:]))
      return (0..<2).map { _ in
        let before = count.value
        let result = runner.run(journey, coverage: CoverageRecorder(memory: memory ?? CoverageMemory()))
        #expect(result.status == .passed)
        return count.value - before
      }
    }
    let apart = screensBuilt(sharing: nil)
    #expect(apart[0] > 0)
    #expect(apart[1] == apart[0])
    let shared = screensBuilt(sharing: CoverageMemory())
    #expect(shared[0] == apart[0])
    #expect(shared[1] < shared[0])
  }

  @Test func theKeysFirstReachedAreThoseTheRecordLogsNewlyReachedNumberedAlikeByRecordersSharingAMemory() {
    let journey = counterJourney(
      .launch, .tap(ElementReference(label: "Save")), .wait(.seconds(2)), .tap(ElementReference(label: "History")))
    let memory = CoverageMemory()
    let first = CoverageRecorder(memory: memory)
    let second = CoverageRecorder(memory: memory)
    second.coverage.logNewlyReached()
    _ = record(journey, into: first)
    _ = record(journey, into: second)
    first.insertInvariant("count is never negative")
    let firstReached = first.takeFirstReached()
    #expect(firstReached.map(\.key).contains(Coverage.Key(.invariant, "count is never negative")))
    #expect(first.takeFirstReached().isEmpty)
    let secondReached = second.takeFirstReached()
    #expect(secondReached.map(\.key) == second.coverage.takeNewlyReached())
    #expect(Set(firstReached.map(\.key)) == first.coverage.reached)
    let numbers = Dictionary(uniqueKeysWithValues: firstReached.map { ($0.key, $0.number) })
    #expect(secondReached.allSatisfy { numbers[$0.key] == $0.number })
  }
}
