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
}
