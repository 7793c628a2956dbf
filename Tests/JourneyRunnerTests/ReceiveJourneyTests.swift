import JourneyModel
import JourneyRunner
import Testing

@Suite struct ReceiveJourneyTests {
  /// `receive` of these case paths, at line `line`, each pattern on its own line below.
  func receive(_ paths: String..., line: Int) -> StepKind {
    .receive(
      paths.enumerated().map {
        ActionPattern(path: $0.element.split(separator: ".").map(String.init), location: at(line + 1 + $0.offset, 9))
      })
  }

  /// Launches, starts the counter and waits two seconds: the goal arrives, and two ticks.
  func twoTicks(then steps: StepKind..., exhaustive: Bool = false) -> Journey {
    var journey = counterJourney(
      .launch, .tap(ElementReference(label: "Start")), .wait(.seconds(2)), exhaustive: exhaustive)
    for (offset, kind) in steps.enumerated() {
      journey.steps.append(Step(kind, at: at(7 + offset * 10)))
    }
    return journey
  }

  @Test func patternsMatchCasePathPrefixesInOrder() {
    let result = run(
      twoTicks(
        then: receive("goal.loaded", "counter.tick", line: 7),
        receive(line: 17),
        .wait(.seconds(1)),
        receive("counter", line: 37)))
    #expect(result.failure == nil)
  }

  @Test func aPatternOutOfOrderFailsListingWhatWasReceived() {
    let result = run(twoTicks(then: receive("counter.tick", "goal", line: 7)))
    #expect(
      result.failure?.message == """
        no action matching goal was received after .counter(.tick)
          received since the previous 'receive':
            1s .goal(.loaded(10)) from an effect of .app(.launched)
            1s .counter(.tick) from an effect of .counter(.startTapped)
            2s .counter(.tick) from an effect of .counter(.startTapped)
        """)
    #expect(result.failure?.location == at(9, 9))
  }

  @Test func aReceiveConsumesEverythingDeliveredSoFar() {
    let result = run(twoTicks(then: receive("goal", line: 7), receive("counter.tick", line: 17)))
    #expect(
      result.failure?.message == """
        no action matching counter.tick was received
          received since the previous 'receive':
            none
        """)
  }

  @Test func anExhaustiveJourneyReceivesEveryActionExactly() {
    let result = run(
      twoTicks(
        then: receive("goal.loaded", "counter.tick", "counter.tick", line: 7),
        .tap(ElementReference(label: "Stop")),
        exhaustive: true))
    #expect(result.failure == nil)
    #expect(result.warnings.isEmpty)
  }

  @Test func anExhaustiveReceiveFailsOnAnActionLeftOut() {
    let result = run(twoTicks(then: receive("goal", "counter.tick", line: 7), exhaustive: true))
    #expect(
      result.failure?.message == """
        1 more action was received than the step lists, and an exhaustive journey checks every \
        action: add counter.tick
          received since the previous 'receive':
            1s .goal(.loaded(10)) from an effect of .app(.launched)
            1s .counter(.tick) from an effect of .counter(.startTapped)
            2s .counter(.tick) from an effect of .counter(.startTapped)
        """)
    #expect(result.failure?.location == at(9, 9))
  }

  @Test func anExhaustiveReceiveFailsOnAnActionInTheWrongPlace() {
    let result = run(twoTicks(then: receive("counter.tick", line: 7), exhaustive: true))
    #expect(
      result.failure?.message.hasPrefix(
        "expected counter.tick as received action 1, found .goal(.loaded(10))\n") == true)
    #expect(result.failure?.location == at(8, 9))
  }

  @Test func anExhaustiveReceiveFailsOnAMissingAction() {
    let result = run(
      twoTicks(then: receive("goal", "counter.tick", "counter.tick", "counter.tick", line: 7), exhaustive: true))
    #expect(
      result.failure?.message.hasPrefix(
        "expected counter.tick as received action 4, but only 3 were received\n") == true)
    #expect(result.failure?.location == at(11, 9))
  }

  @Test func receiveNeedsTheApp() {
    let result = run(counterJourney(receive("goal", line: 4)))
    #expect(result.failure?.message == "the app is not running; add '- launch' before this step")
  }

  /// `notReceive` of these case paths, at line `line`, each pattern on its own line below.
  func notReceive(_ paths: String..., line: Int) -> StepKind {
    .notReceive(
      paths.enumerated().map {
        ActionPattern(path: $0.element.split(separator: ".").map(String.init), location: at(line + 1 + $0.offset, 9))
      })
  }

  @Test func notReceivePassesWhenNoActionMatchesAndConsumesNothing() {
    let result = run(
      twoTicks(
        then: notReceive("counter.stop", "goal.failed", line: 7),
        receive("goal.loaded", "counter.tick", "counter.tick", line: 17),
        .tap(ElementReference(label: "Stop")),
        exhaustive: true))
    #expect(result.failure == nil)
  }

  @Test func notReceiveFailsAtThePatternNamingTheActionThatMatches() {
    let result = run(twoTicks(then: notReceive("goal.failed", "counter.tick", line: 7)))
    #expect(
      result.failure?.message == """
        .counter(.tick) matches counter.tick, which must not have been received (2 actions match it)
          received since the previous 'receive':
            1s .goal(.loaded(10)) from an effect of .app(.launched)
            1s .counter(.tick) from an effect of .counter(.startTapped)
            2s .counter(.tick) from an effect of .counter(.startTapped)
        """)
    #expect(result.failure?.location == at(9, 9))
  }

  @Test func notReceiveCoversOnlyWhatCameSinceThePreviousReceive() {
    let result = run(
      twoTicks(then: receive("goal", line: 7), notReceive("goal", "counter.tick", line: 17)))
    #expect(result.failure == nil)
  }
}
