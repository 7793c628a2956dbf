import JourneyModel
import JourneyRunner
import Testing
import ValueCoding

@Suite struct CallsJourneyTests {
  /// `calls` of the backend at line `line`, the calls on the lines below.
  func backendCalls(_ calls: [(String, Value?)], line: Int) -> StepKind {
    .calls([
      CallsExpectation(
        mock: "backend",
        calls: calls.enumerated().map {
          ExpectedCall(endpoint: $0.element.0, arguments: $0.element.1, location: at(line + 1 + $0.offset, 9))
        },
        location: at(line, 7))
    ])
  }

  /// `calls` of the backend at line `line` compared by `comparison`, the calls on the lines below.
  func backendCalls(_ comparison: CallsExpectation.Comparison, _ endpoints: String..., line: Int) -> StepKind {
    .calls([
      CallsExpectation(
        mock: "backend",
        calls: endpoints.enumerated().map { ExpectedCall(endpoint: $0.element, location: at(line + 1 + $0.offset, 9)) },
        comparison: comparison, location: at(line, 7))
    ])
  }

  /// How many calls of each endpoint, at line `line`, one a line below.
  func backendCounts(_ counts: KeyValuePairs<String, Int>, line: Int) -> StepKind {
    backendCalls(
      .count(
        counts.enumerated().map {
          CallCount(endpoint: $0.element.key, count: $0.element.value, location: at(line + 1 + $0.offset, 9))
        }),
      line: line)
  }

  /// Launches, saves the count 2 and lets the calls end.
  func saveTwo(then steps: StepKind...) -> Journey {
    var journey = counterJourney(
      .launch, .send(ActionReference(path: "counter.setCount", payload: LocatedValue(2))),
      .tap(ElementReference(label: "Save")), .wait(.seconds(1)))
    for (offset, kind) in steps.enumerated() {
      journey.steps.append(Step(kind, at: at(8 + offset * 10)))
    }
    return journey
  }

  @Test func eachCheckCoversTheCallsSinceThePreviousCheckOfItsMock() {
    let result = run(
      saveTwo(
        then: backendCalls([("fetchGoal", nil), ("save", ["count": 2])], line: 8),
        backendCalls([], line: 18),
        .tap(ElementReference(label: "Save")),
        backendCalls([("save", nil)], line: 38)))
    #expect(result.failure == nil)
  }

  @Test func includingFindsTheCallsInOrderAmongOthers() {
    let result = run(
      saveTwo(
        then: backendCalls(.including, "save", line: 8), backendCalls([], line: 18),
        .tap(ElementReference(label: "Save")), .tap(ElementReference(label: "Save")),
        backendCalls(.including, "save", "save", line: 48)))
    #expect(result.failure == nil)
  }

  @Test func includingFailsAtTheFirstCallNotFoundAfterThePreviousOne() {
    let result = run(saveTwo(then: backendCalls(.including, "save", "fetchGoal", line: 8)))
    #expect(
      result.failure?.message == """
        calls of mock 'backend' since the journey started: no call matches fetchGoal after call 2, \
        save {count: 2}
          expected (including):
            1. save
          > 2. fetchGoal
          actual:
            1. fetchGoal
            2. save {count: 2}
        """)
    #expect(result.failure?.location == at(10, 9))
  }

  @Test func anyOrderTakesExactlyTheCallsInAnyOrder() {
    let result = run(saveTwo(then: backendCalls(.anyOrder, "save", "fetchGoal", line: 8)))
    #expect(result.failure == nil)
  }

  @Test func anyOrderFailsOnACallLeftOutOrOneTooMany() {
    let extra = run(saveTwo(then: backendCalls(.anyOrder, "save", line: 8)))
    #expect(
      extra.failure?.message == """
        calls of mock 'backend' since the journey started: expected 1 call in any order, found 2; \
        fetchGoal was not expected
          expected (anyOrder):
            1. save
          actual:
          > 1. fetchGoal
            2. save {count: 2}
        """)
    #expect(extra.failure?.location == at(8, 7))
    let missing = run(saveTwo(then: backendCalls(.anyOrder, "save", "fetchGoal", "save", line: 8)))
    #expect(
      missing.failure?.message == """
        calls of mock 'backend' since the journey started: no call matches save, in any order; \
        expected 3 calls, found 2
          expected (anyOrder):
            1. save
            2. fetchGoal
          > 3. save
          actual:
            1. fetchGoal
            2. save {count: 2}
        """)
    #expect(missing.failure?.location == at(11, 9))
  }

  @Test func countChecksOnlyTheEndpointsItNames() {
    let result = run(saveTwo(then: backendCounts(["save": 1], line: 8), backendCalls([], line: 18)))
    #expect(result.failure == nil)
  }

  @Test func countFailsAtTheEndpointCalledAnotherNumberOfTimes() {
    let result = run(saveTwo(then: backendCounts(["fetchGoal": 1, "save": 0], line: 8)))
    #expect(
      result.failure?.message == """
        calls of mock 'backend' since the journey started: expected 0 calls to save, found 1
          expected (count):
            fetchGoal: 1 call
          > save: 0 calls
          actual:
            1. fetchGoal
          > 2. save {count: 2}
        """)
    #expect(result.failure?.location == at(10, 9))
  }

  @Test func callsCanBeCheckedBeforeLaunch() {
    let result = run(counterJourney(backendCalls([], line: 4), .launch))
    #expect(result.failure == nil)
  }

  @Test func argumentsThatDoNotMatchFailWithBothLists() {
    let result = run(saveTwo(then: backendCalls([("fetchGoal", nil), ("save", ["count": 3])], line: 8)))
    #expect(
      result.failure?.message == """
        calls of mock 'backend' since the journey started: call 2 to save has arguments {count: 2}, \
        which do not include {count: 3}
          expected:
            1. fetchGoal
          > 2. save including {count: 3}
          actual:
            1. fetchGoal
          > 2. save {count: 2}
        """)
    #expect(result.failure?.location == at(10, 9))
  }

  @Test func aMissingCallFailsAtItsExpectation() {
    let result = run(
      saveTwo(
        then: backendCalls([("fetchGoal", nil), ("save", nil)], line: 8),
        .tap(ElementReference(label: "Save")),
        backendCalls([("save", nil), ("save", nil)], line: 28)))
    #expect(
      result.failure?.message == """
        calls of mock 'backend' since the previous 'calls' check of 'backend': expected 2 calls, \
        found 1; save was not called
          expected:
            1. save
          > 2. save
          actual:
            1. save {count: 2}
        """)
    #expect(result.failure?.location == at(30, 9))
  }

  @Test func anUnexpectedCallFailsAtTheMock() {
    let result = run(counterJourney(.launch, .wait(.seconds(1)), backendCalls([], line: 6)))
    #expect(
      result.failure?.message == """
        calls of mock 'backend' since the journey started: expected 0 calls, found 1; fetchGoal was \
        not expected
          expected:
            none
          actual:
          > 1. fetchGoal
        """)
    #expect(result.failure?.location == at(6, 7))
  }

  @Test func anotherEndpointFailsNamingBoth() {
    let result = run(counterJourney(.launch, backendCalls([("save", nil)], line: 5)))
    #expect(
      result.failure?.message == """
        calls of mock 'backend' since the journey started: call 1 is fetchGoal, expected save
          expected:
          > 1. save
          actual:
          > 1. fetchGoal
        """)
  }

  @Test func unknownMocksAndEndpointsAreNamedWithSuggestions() {
    let mock = run(
      counterJourney(.calls([CallsExpectation(mock: "backnd", calls: [], location: at(4, 7))])))
    #expect(mock.failure?.message == "unknown mock 'backnd'; did you mean 'backend'? Mocks: backend")
    #expect(mock.failure?.location == at(4, 7))
    let endpoint = run(counterJourney(backendCalls([("fetchGol", nil)], line: 4)))
    #expect(
      endpoint.failure?.message
        == "unknown endpoint 'fetchGol' of mock 'backend'; did you mean 'fetchGoal'? Endpoints: fetchGoal, save")
    #expect(endpoint.failure?.location == at(5, 9))
  }
}
