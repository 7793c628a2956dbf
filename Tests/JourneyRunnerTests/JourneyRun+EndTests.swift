import JourneyModel
import JourneyRunner
import Testing

@Suite struct JourneyRunEndTests {
  static let leftovers = """
    the journey ended with 1 effect in flight and 1 timer pending:
      effect of .counter(.startTapped), started at 1s (cancellable by .ticking), waiting on the clock
      timer at 2s from an effect of .counter(.startTapped)
      let them finish with '- settle', or stop them in a step before the end
    """

  /// Launches, waits for the goal, and starts the counter, which ticks on.
  func ticking(exhaustive: Bool) -> Journey {
    counterJourney(.launch, .wait(.seconds(1)), .tap(ElementReference(label: "Start")), exhaustive: exhaustive)
  }

  @Test func workLeftRunningIsAWarningInAJourneyThatIsNotExhaustive() {
    let result = run(ticking(exhaustive: false))
    #expect(result.status == .passed)
    #expect(result.warnings == [Diagnostic(.warning, at: at(1, 7), Self.leftovers)])
    #expect(
      result.diagnostics.map(\.description)
        == ["counter.yaml:1:7: warning: " + Self.leftovers])
  }

  @Test func workLeftRunningAndActionsNotReceivedFailAnExhaustiveJourney() {
    let result = run(ticking(exhaustive: true))
    #expect(result.status == .failed)
    #expect(result.warnings.isEmpty)
    #expect(result.failure?.phase == .end)
    #expect(result.failure?.location == at(1, 7))
    #expect(
      result.failure?.message == Self.leftovers + """

        effects delivered 1 action that no 'receive' step checked:
          1s .goal(.loaded(10)) from an effect of .app(.launched)
          check them with '- receive: [goal.loaded]'
        """)
    #expect(result.stepStatuses == [.passed, .passed, .passed])
  }

  @Test func aCleanEndHasNoWarnings() {
    let result = run(
      counterJourney(
        .launch, .settle(limit: .seconds(60)),
        .receive([ActionPattern(path: ["goal"], location: at(6, 9))]),
        exhaustive: true))
    #expect(result.status == .passed)
    #expect(result.warnings.isEmpty)
  }

  @Test func aJourneyThatNeverLaunchesEndsCleanly() {
    let result = run(counterJourney(.mock([]), exhaustive: true))
    #expect(result.status == .passed)
    #expect(result.warnings.isEmpty)
    #expect(result.virtualDuration == .zero)
  }

  @Test func afterAFailedStepTheEndIsNotChecked() {
    let result = run(counterJourney(.launch, .see("Nothing like this")))
    #expect(result.warnings.isEmpty)
    #expect(result.failure?.phase == .step(Step(.see("Nothing like this"), at: at(5))))
  }
}
