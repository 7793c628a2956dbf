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
            2. save including {count: 3}
          actual:
            1. fetchGoal
            2. save {count: 2}
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
            2. save
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
            1. fetchGoal
        """)
    #expect(result.failure?.location == at(6, 7))
  }

  @Test func anotherEndpointFailsNamingBoth() {
    let result = run(counterJourney(.launch, backendCalls([("save", nil)], line: 5)))
    #expect(
      result.failure?.message == """
        calls of mock 'backend' since the journey started: call 1 is fetchGoal, expected save
          expected:
            1. save
          actual:
            1. fetchGoal
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
