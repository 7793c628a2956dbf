import JourneyModel
import JourneyRunner
import Testing
import ValueCoding

@Suite struct ExpectJourneyTests {
  /// Runs the launched app to 3 ticks with step 1, then checks `expectations` (written from line
  /// 8).
  func check(_ expectations: StateExpectation...) -> JourneyResult {
    run(
      counterJourney(
        .launch, .tap(ElementReference(label: "Start")), .wait(.seconds(3)),
        .send(ActionReference(path: "counter.stopTapped")), .expect(expectations)))
  }

  @Test func everyMatcherCanHold() throws {
    let result = check(
      try expectation("count", .equals(3), line: 8),
      try expectation("count", .equals(3.0), line: 9),
      try expectation("goal", .equals(10), line: 10),
      try expectation("saveStatus", .isNull, line: 11),
      try expectation("launchedAt", .not(.isNull), line: 12),
      try expectation("label", .count(0), line: 13),
      try expectation("history", .count(0), line: 14),
      try expectation("launchID", .contains("0000-0000"), line: 15),
      try expectation("", .contains(["count": 3, "isRunning": false]), line: 16),
      try expectation("count", .not(.equals(4)), line: 17))
    #expect(result.failure == nil)
  }

  @Test func aFailedEqualityShowsExpectedAndActual() throws {
    let result = check(try expectation("count", .equals(4), line: 8))
    #expect(result.failure?.message == "count: expected 4, found 3")
    #expect(result.failure?.location == at(8, 7))
  }

  @Test func aFailedEqualityOfStructuredValuesShowsADiff() throws {
    let result = check(try expectation("", .equals(["count": 4, "step": 1]), line: 8))
    #expect(
      result.failure?.message == """
        the state: the value differs (- expected, + actual):
          -count: 4
          +count: 3
           step: 1
          +isRunning: false
          +label: ""
          +isSoundOn: false
          +goal: 10
          +isOnline: true
          +saveStatus: null
          +isConfirmingReset: false
          +isShowingHistory: false
          +isShowingAbout: false
          +history: []
          +launchedAt: "2026-01-01T00:00:00Z"
          +launchID: "00000000-0000-0000-0000-000000000000"
          +luckyNumber: 883311
        """)
  }

  @Test func everyFailedExpectationIsReportedAtTheFirst() throws {
    let result = check(
      try expectation("count", .equals(3), line: 8),
      try expectation("isRunning", .equals(true), line: 9),
      try expectation("goal", .isNull, line: 10),
      try expectation("saveStatus", .not(.isNull), line: 11))
    #expect(
      result.failure?.message == """
        isRunning: expected true, found false
        goal: expected null, found 10
        saveStatus: expected a value other than null, found null
        """)
    #expect(result.failure?.location == at(9, 7))
  }

  @Test func containsAndCountSayWhatTheyExpected() throws {
    let result = check(
      try expectation("label", .contains("Kitchen"), line: 8),
      try expectation("history", .contains(3), line: 9),
      try expectation("", .contains(["count": 4]), line: 10),
      try expectation("history", .count(1), line: 11),
      try expectation("launchID", .count(3), line: 12),
      try expectation("", .count(1), line: 13))
    #expect(
      result.failure?.message == """
        label: expected text containing "Kitchen", found ""
        history: expected a list containing 3, found []
        the state: expected a mapping including {count: 4}, found:
          count: 3
          step: 1
          isRunning: false
          label: ""
          isSoundOn: false
          goal: 10
          isOnline: true
          saveStatus: null
          isConfirmingReset: false
          isShowingHistory: false
          isShowingAbout: false
          history: []
          launchedAt: "2026-01-01T00:00:00Z"
          launchID: "00000000-0000-0000-0000-000000000000"
          luckyNumber: 883311
        history: expected 1 element, found []
        launchID: expected 3 characters, found "00000000-0000-0000-0000-000000000000"
        the state: expected 1 entry, found:
          count: 3
          step: 1
          isRunning: false
          label: ""
          isSoundOn: false
          goal: 10
          isOnline: true
          saveStatus: null
          isConfirmingReset: false
          isShowingHistory: false
          isShowingAbout: false
          history: []
          launchedAt: "2026-01-01T00:00:00Z"
          launchID: "00000000-0000-0000-0000-000000000000"
          luckyNumber: 883311
        """)
  }

  @Test func aMatcherThatDoesNotApplyFailsEvenUnderNot() throws {
    let result = check(
      try expectation("count", .count(1), line: 8),
      try expectation("count", .not(.contains(3)), line: 9),
      try expectation("label", .contains(3), line: 10))
    #expect(
      result.failure?.message == """
        count: 'count' applies to text, a list or a mapping; found a number
        count: 'contains' applies to text, a list or a mapping; found a number
        label: 'contains' on text expects text, such as { contains: Ada }; found a number
        """)
  }

  @Test func notSaysWhatItRuledOut() throws {
    let result = check(try expectation("count", .not(.equals(3)), line: 8))
    #expect(result.failure?.message == "count: expected not (equals 3), found 3")
  }

  @Test func everyMomentReadsItsOwnValues() throws {
    let result = run(
      counterJourney(
        .launch,
        .expect([try expectation("count", .equals(0), line: 5)]),
        .tap(ElementReference(label: "Start")), .wait(.seconds(1)),
        .expect([try expectation("count", .equals(1), line: 8), try expectation("isRunning", .equals(true), line: 8)]),
        .wait(.seconds(2)),
        .expect([try expectation("isRunning", .equals(true), line: 10)]),
        .expect([try expectation("count", .equals(3), line: 11)]),
        .send(ActionReference(path: "counter.stopTapped")),
        .expect([try expectation("count", .equals(3), line: 13), try expectation("isRunning", .equals(false), line: 13)]),
        .expect([try expectation("", .contains(["count": 3, "isRunning": false]), line: 14)]),
        .expect([try expectation("step", .equals(1), line: 15)])))
    #expect(result.failure == nil)
  }

  @Test func anUnknownPathAfterKnownOnesListsEveryKeyThere() throws {
    let result = check(try expectation("count", .equals(3), line: 8), try expectation("cont", .equals(3), line: 9))
    #expect(result.failure?.message.hasPrefix("cont: no key 'cont' at the top level (available: count, step,") == true)
    #expect(result.failure?.location == at(9, 7))
  }

  @Test func anUnknownPathListsTheKeysThere() throws {
    let result = check(try expectation("cont", .equals(3), line: 8))
    #expect(
      result.failure?.message == """
        cont: no key 'cont' at the top level (available: count, step, isRunning, label, isSoundOn, \
        goal, isOnline, saveStatus, isConfirmingReset, isShowingHistory, isShowingAbout, history, \
        launchedAt, launchID, luckyNumber); did you mean 'count'?
        """)
  }

  @Test func aStateTheHostCannotReadFailsTheCheck() throws {
    let runner = JourneyRunner(host: OpaqueStateCounterHost(), snapshots: InMemorySnapshotStore(goldens: [:]))
    let result = runner.run(counterJourney(.launch, .expect([try expectation("count", .equals(0), line: 5)])))
    #expect(
      result.failure?.message
        == "cannot read the app's state as a value: cannot encode the value at the top level: the counter keeps its state private")
    #expect(result.failure?.location == at(5))
  }

  @Test func aPathIntoAScalarSaysWhatIsThere() throws {
    let result = check(try expectation("count.value", .equals(3), line: 8))
    #expect(result.failure?.message == "count.value: expected a mapping at count to look up key 'value', found a number")
  }
}
