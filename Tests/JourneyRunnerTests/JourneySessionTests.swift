import JourneyModel
import JourneyRunner
import Testing
import TextUI

@Suite struct JourneySessionTests {
  @Test func anInteractionDidNothingWhenItsActionChangedNoStateAndStartedNoEffect() {
    let runner = JourneyRunner(host: CounterHost(), snapshots: InMemorySnapshotStore(goldens: [:]))
    let session = JourneySession(runner: runner, journey: counterJourney(.launch))
    defer { _ = session.finish() }
    func didNothing(_ kind: StepKind) -> Bool {
      #expect(session.perform(Step(kind, at: at(5))) == nil)
      return session.lastInteractionDidNothing
    }
    let step = ElementReference(label: "Step")
    let sound = ElementReference(label: "Sound")
    #expect(didNothing(.select(option: "1", in: step)), "the option the picker shows")
    #expect(didNothing(.type(text: "", into: ElementReference(label: "Label"))), "no text")
    #expect(!didNothing(.select(option: "5", in: step)), "a change of state")
    #expect(!didNothing(.tap(ElementReference(label: "Save"))), "a change of state and an effect")
    #expect(!didNothing(.toggle(sound, to: false)), "no action: the toggle already shows it")
    #expect(!didNothing(.wait(.seconds(1))), "no interaction")
    #expect(session.perform(Step(.tap(ElementReference(label: "Nowhere")), at: at(6))) != nil)
    #expect(!session.lastInteractionDidNothing, "a step that failed")
  }

  @Test func aLayerKeptForTheStateLastsWhileTheStateDoes() throws {
    let runner = JourneyRunner(host: CounterHost(), snapshots: InMemorySnapshotStore(goldens: [:]))
    let session = JourneySession(runner: runner, journey: counterJourney(.launch))
    defer { _ = session.finish() }
    let step = ElementReference(label: "Step")
    let layer = try #require(session.screen?.reachableLayer)
    #expect(session.keptLayer == nil, "nothing kept")
    session.keep(layer)
    #expect(session.keptLayer == layer)
    #expect(session.perform(Step(.select(option: "1", in: step), at: at(5))) == nil)
    #expect(session.keptLayer == layer, "an action that left the state equal")
    #expect(session.perform(Step(.select(option: "5", in: step), at: at(6))) == nil)
    #expect(session.keptLayer == nil, "an action that changed the state")
    session.keep(try #require(session.screen?.reachableLayer))
    #expect(session.perform(Step(.relaunch, at: at(7))) == nil)
    #expect(session.keptLayer == nil, "a new launch")
  }

  @Test func checksReadiedForAnswerAsOthersDo() throws {
    let runner = JourneyRunner(host: CounterHost(), snapshots: InMemorySnapshotStore(goldens: [:]))
    let session = JourneySession(runner: runner, journey: counterJourney(.launch))
    defer { _ = session.finish() }
    let step = try expectation("step", .equals(1), line: 5)
    let count = try expectation("count", .equals(0), line: 6)
    let missing = try expectation("nowhere", .equals(0), line: 7)
    session.willCheck([Step(.expect([step, missing]), at: at(5)), Step(.tap(ElementReference(label: "Save")), at: at(6))])
    #expect(session.check(Step(.expect([count]), at: at(6))) == nil, "a path not readied for")
    #expect(session.check(Step(.expect([step]), at: at(5))) == nil)
    let unready = JourneySession(runner: runner, journey: counterJourney(.launch))
    defer { _ = unready.finish() }
    let failure = try #require(session.check(Step(.expect([missing]), at: at(7))))
    #expect(failure.message == unready.check(Step(.expect([missing]), at: at(7)))?.message, "a path that is not there")
    #expect(session.perform(Step(.select(option: "5", in: ElementReference(label: "Step")), at: at(8))) == nil)
    #expect(session.check(Step(.expect([try expectation("step", .equals(5), line: 9)]), at: at(9))) == nil)
  }
}
