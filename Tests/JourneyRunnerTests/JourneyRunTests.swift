import Foundation
import JourneyModel
import JourneyRunner
import Synchronization
import Testing
import ValueCoding

@Suite struct JourneyRunTests {
  let start = StepKind.tap(ElementReference(label: "Start"))

  // MARK: Given

  @Test func givenFillsTheWorldBeforeTheFirstStep() {
    let given = Given(
      mocks: [
        MockChange(
          mock: "backend", endpoint: "fetchGoal", behavior: LocatedValue(["answer": 25]), location: at(3, 9))
      ],
      app: LocatedValue(["count": 1, "savedCount": 4]))
    let result = run(counterJourney(.launch, .see("Count: 4"), .wait(.milliseconds(1)), .see("Goal: 25"), given: given))
    #expect(result.failure == nil)
  }

  @Test func anUnknownKeyInGivenFailsAtIt() {
    let app = LocatedValue(["cont": 3], locations: [.root: at(3, 5), ["cont"]: at(3, 11)], keyLocations: [["cont"]: at(3, 5)])
    let result = run(counterJourney(.launch, .see("Count: 3"), given: Given(app: app)))
    #expect(result.failure?.phase == .setup)
    #expect(result.failure?.message == "unknown key 'cont' at given; did you mean 'count'?")
    #expect(result.failure?.location == at(3, 5))
    #expect(result.failure?.diagnostic.description == "counter.yaml:3:5: error: given: unknown key 'cont' at given; did you mean 'count'?")
    #expect(result.stepStatuses == [.skipped, .skipped])
  }

  @Test func aValueOfTheWrongKindInGivenFailsAtIt() {
    let app = LocatedValue(
      ["count": "three"], locations: [.root: at(3, 5), ["count"]: at(3, 12)], keyLocations: [["count"]: at(3, 5)])
    let result = run(counterJourney(.launch, given: Given(app: app)))
    #expect(result.failure?.message == "expected an integer at given.count, found a string")
    #expect(result.failure?.location == at(3, 12))
  }

  @Test func aMockBehaviourInGivenThatDoesNotFitFailsAtIt() {
    let behavior = LocatedValue(
      ["answer": "ten"], locations: [.root: at(3, 20), ["answer"]: at(3, 30)], keyLocations: [["answer"]: at(3, 22)])
    let given = Given(mocks: [MockChange(mock: "backend", endpoint: "fetchGoal", behavior: behavior, location: at(3, 9))])
    let result = run(counterJourney(.launch, given: given))
    #expect(result.failure?.message == "invalid answer for backend.fetchGoal: expected an integer at answer, found a string")
    #expect(result.failure?.location == at(3, 30))
  }

  @Test func aWorldTheHostCannotPrepareFailsAtGiven() {
    let app = LocatedValue(
      ["savedCount": -1], locations: [.root: at(3, 5), ["savedCount"]: at(3, 17)], keyLocations: [["savedCount"]: at(3, 5)])
    let result = run(counterJourney(.launch, given: Given(app: app)))
    #expect(result.failure?.message == "cannot prepare the world from 'given': a saved count cannot be negative; found -1")
    #expect(result.failure?.location == at(3, 5))
  }

  // MARK: Subflows

  let subflow = Subflow(
    file: "start.subflow.yaml", parameters: [:],
    steps: [
      Step(.tap(ElementReference(label: "Start")), at: at(2, 5, file: "start.subflow.yaml")),
      Step(.wait(.seconds(2)), at: at(3, 5, file: "start.subflow.yaml")),
      Step(.see("Count: 2"), at: at(4, 5, file: "start.subflow.yaml")),
    ])

  @Test func aSubflowRunsInline() {
    let result = run(counterJourney(.launch, .run(subflow), .see("Count: 2")))
    #expect(result.failure == nil)
    #expect(result.steps.map(\.depth) == [0, 0, 1, 1, 1, 0])
    #expect(result.steps.map(\.status) == [.passed, .passed, .passed, .passed, .passed, .passed])
    #expect(result.steps[1].virtualDuration == .seconds(2))
  }

  @Test func aFailureInASubflowIsLocatedThere() {
    var failing = subflow
    failing.steps[2].kind = .see("Count: 3")
    var outer = Subflow(file: "outer.subflow.yaml", parameters: [:], steps: [])
    outer.steps = [Step(.run(failing), at: at(2, 5, file: "outer.subflow.yaml"))]
    let result = run(counterJourney(.launch, .run(outer), .see("Count: 2")))
    #expect(result.failure?.location == at(4, 5, file: "start.subflow.yaml"))
    #expect(result.failure?.subflowRuns == [at(5), at(2, 5, file: "outer.subflow.yaml")])
    #expect(result.steps.map(\.depth) == [0, 0, 1, 2, 2, 2, 0])
    #expect(result.steps.map(\.status) == [.passed, .failed, .failed, .passed, .passed, .failed, .skipped])
    #expect(
      result.failure?.description.hasPrefix(
        """
        start.subflow.yaml:4:5: error: see "Count: 3": no visible text contains "Count: 3"; did you \
        mean "Count: 2"? Visible texts: 
        """) == true)
    #expect(
      result.failure?.description.contains(
        """
          in the subflow run at outer.subflow.yaml:2:5
          in the subflow run at counter.yaml:5:5
          at virtual time 2s
        """) == true)
  }

  // MARK: Misuse

  @Test func anEffectThatEscapesTheRuntimeFailsItsStep() {
    let result = run(counterJourney(.launch, .tap(ElementReference(label: "Leak")), .see("Count: 0")))
    #expect(
      result.failure?.message == """
        An effect of .leakTapped is waiting on work outside the runtime: a real sleep \
        ('Task.sleep', a clock that is not the injected one), a real thread or queue, or a \
        continuation nobody resumes. That work never comes back into the runtime. Effects must \
        await only the injected clock, dependencies and structured child tasks ('async let', task \
        groups): move that work into the effect itself.
        """)
    #expect(result.failure?.location == at(5))
    #expect(result.stepStatuses == [.passed, .failed, .skipped])
  }

  // MARK: Reports

  @Test func aFailureCarriesTheScreenAndTheLastActions() {
    let result = run(
      counterJourney(.launch, start, .wait(.seconds(3)), .tap(ElementReference(label: "Strat"))),
      options: RunOptions(recentActionCount: 4))
    #expect(
      result.failure?.description == """
        counter.yaml:7:5: error: tap "Strat": no element labelled "Strat" on screen Counter; did you \
        mean "Start"? Labels on screen Counter: "About", "Label", "Sound", "Step", "Start", "Stop", \
        "Reset", "Save", "History", "Leak"
          at virtual time 3s
          screen:
            screen Counter
              navigation "Counter"
                button "About"
              heading "Count: 3"
              text "Goal: 10"
              text field "Label" = "" placeholder "Name this counter"
              toggle "Sound" [off]
              picker "Step" = "1" options "1", "5", "10"
              button "Start" [disabled]
              button "Stop"
              button "Reset" [destructive]
              button "Save"
              button "History"
              button "Leak"
          last actions, oldest first:
            1s .goal(.loaded(10)) from an effect of .app(.launched)
            1s .counter(.tick) from an effect of .counter(.startTapped)
            2s .counter(.tick) from an effect of .counter(.startTapped)
            3s .counter(.tick) from an effect of .counter(.startTapped)
        """)
  }

  @Test func theObserverFollowsTheRunInOrder() {
    let observer = RecordingObserver()
    var failing = subflow
    failing.steps[2].kind = .see("Count: 3")
    _ = run(counterJourney(.launch, .run(failing), .see("Count: 2")), observer: observer)
    #expect(
      observer.events == [
        "started Counter",
        "step launch", "passed launch",
        "step run start.subflow.yaml",
        "  step tap \"Start\"", "  passed tap \"Start\"",
        "  step wait 2s", "  passed wait 2s",
        "  step see \"Count: 3\"", "  failed see \"Count: 3\"",
        "failed run start.subflow.yaml",
        "finished failed",
      ])
  }

  // MARK: Independence

  /// A journey touching every part of the runner, failing at its end.
  var richJourney: Journey {
    counterJourney(
      .mock([MockChange(mock: "backend", endpoint: "save", behavior: LocatedValue(["error": "offline"]), location: at(4, 7))]),
      .launch, start, .wait(.milliseconds(2500)), .tap(ElementReference(label: "Save")),
      .tap(ElementReference(label: "Stop")), .settle(limit: .seconds(1)),
      .background, .relaunch, .network(.offline), .deepLink(url: "counter://count/9"),
      .snapshot(SnapshotRequest(name: "rich", state: .all)), .see("Count: 12"))
  }

  @Test func theSameJourneyGivesTheSameResult() {
    let options = RunOptions(snapshotPolicy: .recordMissing)
    let first = run(richJourney, options: options)
    let second = run(richJourney, options: options)
    #expect(first == second)
    #expect(first.failure?.message.hasPrefix("no visible text contains \"Count: 12\"") == true)
    #expect(first.snapshots.map(\.status) == [.missing])
    #expect(first.snapshots.first?.actual.contains("banner \"You're offline\"") == true)
  }

  @Test func journeysRunAtTheSameTimeShareNothing() {
    let runner = JourneyRunner(
      host: CounterHost(), snapshots: InMemorySnapshotStore(goldens: [:]),
      options: RunOptions(snapshotPolicy: .recordMissing))
    let journeys = [richJourney, counterJourney(.launch, start, .wait(.seconds(5)), .see("Count: 5"))]
    let expected = journeys.map { runner.run($0) }
    let results = Mutex<[Int: JourneyResult]>([:])
    DispatchQueue.concurrentPerform(iterations: 8) { index in
      let result = runner.run(journeys[index % 2])
      results.withLock { $0[index] = result }
    }
    let all = results.withLock { $0 }
    #expect(all.count == 8)
    for (index, result) in all {
      #expect(result == expected[index % 2])
    }
  }

  @Test func everyJourneyStartsFromAFreshWorld() {
    let runner = JourneyRunner(host: CounterHost(), snapshots: InMemorySnapshotStore(goldens: [:]))
    let first = runner.run(
      counterJourney(
        .mock([MockChange(mock: "backend", endpoint: "fetchGoal", behavior: LocatedValue(["answer": 3]), location: at(4, 7))]),
        .launch, .send(ActionReference(path: "counter.setCount", payload: LocatedValue(6))), .background))
    #expect(first.failure == nil)
    let second = runner.run(counterJourney(.launch, .wait(.seconds(1)), .see("Count: 0"), .see("Goal: 10")))
    #expect(second.failure == nil)
  }
}
