import JourneyModel
import JourneyRunner
import Testing
import TextUI

@Suite struct JourneySessionTests {
  @Test func anInteractionDidNothingWhenItsActionChangedNoStateAndStartedNoEffect() {
    let runner = JourneyRunner(host: CounterHost(), snapshots: InMemorySnapshotStore(goldens: [:]))
    let session = JourneySession(runner: runner, journey: counterJourney(.launch))
    defer { _ = session.finish() }
    let step = ElementReference(label: "Step")
    let sound = ElementReference(label: "Sound")
    #expect(didNothing(session, .select(option: "1", in: step)), "the option the picker shows")
    #expect(didNothing(session, .type(text: "", into: ElementReference(label: "Label"))), "no text")
    #expect(!didNothing(session, .select(option: "5", in: step)), "a change of state")
    #expect(!didNothing(session, .tap(ElementReference(label: "Save"))), "a change of state and an effect")
    #expect(!didNothing(session, .toggle(sound, to: false)), "no action: the toggle already shows it")
    #expect(!didNothing(session, .wait(.seconds(1))), "no interaction")
    #expect(session.perform(Step(.tap(ElementReference(label: "Nowhere")), at: at(6))) != nil)
    #expect(!session.lastInteractionDidNothing, "a step that failed")
  }

  @Test func anInteractionOnAStateThatIsNotEquatableDidNothingWhenTheStateReadsTheSame() {
    let runner = JourneyRunner(host: UnequatableStateCounterHost(), snapshots: InMemorySnapshotStore(goldens: [:]))
    let session = JourneySession(runner: runner, journey: counterJourney(.launch))
    defer { _ = session.finish() }
    let step = ElementReference(label: "Step")
    #expect(didNothing(session, .select(option: "1", in: step)), "the option the picker shows")
    #expect(!didNothing(session, .select(option: "5", in: step)), "a change of state")
    #expect(!didNothing(session, .tap(ElementReference(label: "Save"))), "a change of state and an effect")
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

  @Test func aLayerKeptForAStateMetIsGivenBackToSessionsThatMeetAnEqualStateWithARecorderOfTheSameMemory() throws {
    let runner = JourneyRunner(host: CounterHost(), snapshots: InMemorySnapshotStore(goldens: [:]))
    let memory = CoverageMemory()
    let select = Step(.select(option: "5", in: ElementReference(label: "Step")), at: at(5))
    let first = JourneySession(
      runner: runner, journey: counterJourney(.launch), coverage: CoverageRecorder(memory: memory))
    defer { _ = first.finish() }
    #expect(first.perform(select) == nil)
    #expect(first.layerKeptForStateMet == nil, "nothing kept")
    let layer = try #require(first.screen?.reachableLayer)
    first.keep(layer, forStateMet: [2, 3])
    #expect(first.keptLayer == layer)
    let second = JourneySession(
      runner: runner, journey: counterJourney(.launch), coverage: CoverageRecorder(memory: memory))
    defer { _ = second.finish() }
    #expect(second.layerKeptForStateMet == nil, "a state before the one kept for")
    #expect(second.perform(select) == nil)
    let kept = try #require(second.layerKeptForStateMet)
    #expect(kept.layer == layer)
    #expect(kept.note as? [Int] == [2, 3])
    #expect(second.perform(Step(.select(option: "1", in: ElementReference(label: "Step")), at: at(6))) == nil)
    #expect(second.layerKeptForStateMet == nil, "another state")
    let apart = JourneySession(
      runner: runner, journey: counterJourney(.launch), coverage: CoverageRecorder(memory: CoverageMemory()))
    defer { _ = apart.finish() }
    #expect(apart.perform(select) == nil)
    #expect(apart.layerKeptForStateMet == nil, "a recorder of another memory")
  }

  @Test func theScreenShowsTheStateAsItIsAfterEachStep() throws {
    let runner = JourneyRunner(host: CounterHost(), snapshots: InMemorySnapshotStore(goldens: [:]))
    let session = JourneySession(runner: runner, journey: counterJourney(.launch))
    let step = ElementReference(label: "Step")
    func selection() -> String? {
      session.screen?.reachableLayer.elements.first { $0.label == step.label }?.selection
    }
    #expect(selection() == "1")
    #expect(session.perform(Step(.select(option: "1", in: step), at: at(5))) == nil)
    #expect(selection() == "1", "an action that left the state equal")
    #expect(session.perform(Step(.select(option: "5", in: step), at: at(6))) == nil)
    #expect(selection() == "5", "an action that changed the state")
    #expect(selection() == "5", "asked again")
    #expect(session.perform(Step(.relaunch, at: at(7))) == nil)
    #expect(selection() == "1", "a new launch")
    _ = session.finish()
  }

  @Test func checksReadiedForAnswerAsOthersDo() throws {
    let runner = JourneyRunner(host: CounterHost(), snapshots: InMemorySnapshotStore(goldens: [:]))
    let session = JourneySession(runner: runner, journey: counterJourney(.launch))
    defer { _ = session.finish() }
    let step = try expectation("step", .equals(1), line: 5)
    let count = try expectation("count", .not(.equals(0)), line: 6)
    let missing = try expectation("nowhere", .isNull, line: 7)
    let checks = ReadiedChecks([
      Step(.expect([step, count]), at: at(5)), Step(.expect([step]), at: at(6)), Step(.expect([missing]), at: at(7)),
      Step(.see(.substring("Step")), at: at(8)), Step(.notSee(.substring("Step")), at: at(9)),
    ])
    func answers() -> [Bool] { checks.steps.indices.map { session.passes($0, of: checks) } }
    #expect(answers() == checks.steps.map(session.passes))
    #expect(answers() == [false, true, false, true, false])
    #expect(session.perform(Step(.select(option: "5", in: ElementReference(label: "Step")), at: at(10))) == nil)
    #expect(answers() == checks.steps.map(session.passes), "a state read again")
    #expect(answers() == [false, false, false, true, false])
  }

  @Test func checksReadiedForAnswerAsOthersDoInStatesMetAgain() throws {
    let runner = JourneyRunner(host: CounterHost(), snapshots: InMemorySnapshotStore(goldens: [:]))
    let memory = CoverageMemory()
    let checks = ReadiedChecks([
      Step(.expect([try expectation("step", .equals(1), line: 5)]), at: at(5)),
      Step(.expect([try expectation("step", .equals(5), line: 6)]), at: at(6)),
    ])
    // The second session meets again the states the first read the checks in.
    for _ in 0..<2 {
      let session = JourneySession(
        runner: runner, journey: counterJourney(.launch), coverage: CoverageRecorder(memory: memory))
      defer { _ = session.finish() }
      func answers() -> [Bool] { checks.steps.indices.map { session.passes($0, of: checks) } }
      #expect(answers() == [true, false])
      #expect(session.perform(Step(.select(option: "5", in: ElementReference(label: "Step")), at: at(7))) == nil)
      #expect(answers() == [false, true])
      #expect(answers() == checks.steps.map(session.passes))
    }
  }

  /// Whether `kind`, performed in `session` as a step that passes, did nothing.
  private func didNothing<Host>(
    _ session: JourneySession<Host>, _ kind: StepKind, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    #expect(session.perform(Step(kind, at: at(5))) == nil, sourceLocation: sourceLocation)
    return session.lastInteractionDidNothing
  }
}
