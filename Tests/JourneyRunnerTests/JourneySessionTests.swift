import JourneyModel
import JourneyRunner
import Testing

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

  @Test func anAnswerKeptForTheStateLastsWhileTheStateDoes() {
    let runner = JourneyRunner(host: CounterHost(), snapshots: InMemorySnapshotStore(goldens: [:]))
    let session = JourneySession(runner: runner, journey: counterJourney(.launch))
    defer { _ = session.finish() }
    let step = ElementReference(label: "Step")
    session.keep("first")
    #expect(session.kept(String.self) == "first")
    #expect(session.kept(Int.self) == nil, "an answer of another type")
    #expect(session.perform(Step(.select(option: "1", in: step), at: at(5))) == nil)
    #expect(session.kept(String.self) == "first", "an action that left the state equal")
    #expect(session.perform(Step(.select(option: "5", in: step), at: at(6))) == nil)
    #expect(session.kept(String.self) == nil, "an action that changed the state")
    session.keep("second")
    #expect(session.perform(Step(.relaunch, at: at(7))) == nil)
    #expect(session.kept(String.self) == nil, "a new launch")
  }
}
