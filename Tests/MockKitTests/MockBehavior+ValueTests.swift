import MockKit
import Testing
import ValueCoding

@Suite struct MockBehaviorValueTests {
  @Test func readsAnAnswerWithItsLatency() throws {
    let behavior = try MockBehavior(["answer": ["summary": "Rain"], "latency": "500ms"])
    #expect(behavior == .answer(["summary": "Rain"], latency: .milliseconds(500)))
  }

  @Test func anAnswerOfNullIsAnAnswer() throws {
    #expect(try MockBehavior(["answer": nil]) == .answer(nil))
  }

  @Test func readsAnErrorByName() throws {
    #expect(try MockBehavior(["error": "unauthorized"]) == .failure("unauthorized"))
    #expect(try MockBehavior(["error": "offline", "latency": "1.5s"]) == .failure("offline", latency: .milliseconds(1500)))
  }

  @Test func readsASequenceWhoseStepsTakeItsLatencyUnlessTheyStateTheirOwn() throws {
    let behavior = try MockBehavior([
      "sequence": [["error": "noConnection"], ["answer": 1, "latency": "2s"]],
      "latency": "300ms",
    ])
    #expect(
      behavior
        == MockBehavior(
          outcome: .sequence([
            .failure("noConnection", latency: .milliseconds(300)),
            .answer(1, latency: .seconds(2)),
          ]),
          latency: .milliseconds(300)))
  }

  @Test func aScalarIsNotABehaviour() {
    let error = #expect(throws: ValueDecodingError.self) { try MockBehavior("unauthorized") }
    #expect(
      error?.description
        == "expected a mapping with 'answer', 'error' or 'sequence', or 'latency' alone at the top level, found a string")
  }

  @Test func aMappingWithoutAnOutcomeIsRejected() {
    let empty = #expect(throws: ValueDecodingError.self) { try MockBehavior([:]) }
    #expect(
      empty?.description
        == "invalid value at the top level: a mock behaviour needs one of 'answer', 'error' or 'sequence', or 'latency' alone to keep the endpoint's default outcome")
  }

  @Test func aLatencyAloneKeepsTheEndpointsDefaultOutcome() throws {
    #expect(try MockBehavior(["latency": "300ms"]) == .endpointDefault(latency: .milliseconds(300)))
    #expect(
      try MockBehavior(["latency": "200ms..2s"])
        == .endpointDefault(latency: .milliseconds(200), maximumLatency: .seconds(2)))
    #expect(
      try MockBehavior(["sequence": [["error": "server"], ["latency": "1s"]]])
        == .sequence([.failure("server"), .endpointDefault(latency: .seconds(1))]))
  }

  @Test func aLatencyAloneIsWrittenAsItIsRead() throws {
    for behavior in [
      MockBehavior.endpointDefault(latency: .milliseconds(300)),
      .endpointDefault(latency: .zero),
      .endpointDefault(latency: .milliseconds(200), maximumLatency: .seconds(2)),
    ] {
      #expect(try MockBehavior(behavior.value) == behavior)
    }
    #expect(MockBehavior.endpointDefault(latency: .milliseconds(300)).value == ["latency": "300ms"])
  }

  @Test func aBadLatencyAloneIsReportedAtTheLatency() {
    let error = #expect(throws: ValueDecodingError.self) { try MockBehavior(["latency": "soon"]) }
    #expect(error?.path == ValuePath.root.appending(key: "latency"))
  }

  @Test func aMappingWithTwoOutcomesIsRejected() {
    let error = #expect(throws: ValueDecodingError.self) {
      try MockBehavior(["answer": 1, "error": "offline"])
    }
    #expect(
      error?.description
        == "invalid value at the top level: a mock behaviour takes only one of 'answer', 'error' or 'sequence', found 'answer' and 'error'")
  }

  @Test func anUnknownKeyIsReportedWithTheClosestKnownOne() {
    let error = #expect(throws: ValueDecodingError.self) {
      try MockBehavior(["answer": 1, "latncy": "1s"])
    }
    #expect(error?.path == .root)
    #expect(error?.description == "unknown key 'latncy' at the top level; did you mean 'latency'?")
  }

  @Test func aBadLatencySaysWhatADurationLooksLike() {
    let error = #expect(throws: ValueDecodingError.self) {
      try MockBehavior(["answer": 1, "latency": "5 parsecs"])
    }
    #expect(
      error?.description
        == "expected a duration like '300ms', '1.5s', '2m' or '1h30m' at latency, found '5 parsecs'")
  }

  @Test func readsALatencyRangeShorterFirst() throws {
    #expect(
      try MockBehavior(["answer": 1, "latency": "200ms..2s"])
        == .answer(1, latency: .milliseconds(200), maximumLatency: .seconds(2)))
    #expect(try MockBehavior(["answer": 1, "latency": "1s..1s"]) == .answer(1, latency: .seconds(1)))
    let sequence = try MockBehavior([
      "sequence": [["answer": 1], ["answer": 2, "latency": "5ms"]], "latency": "0s..1s",
    ])
    #expect(
      sequence.steps == [
        .answer(1, latency: .zero, maximumLatency: .seconds(1)), .answer(2, latency: .milliseconds(5)),
      ])
  }

  @Test func aLatencyRangeThatEndsBeforeItStartsSaysWhichWayRound() {
    let error = #expect(throws: ValueDecodingError.self) {
      try MockBehavior(["answer": 1, "latency": "2s..200ms"])
    }
    #expect(error?.path == ["latency"])
    #expect(
      error?.description
        == "invalid value at latency: the range '2s..200ms' ends before it starts; write the shorter duration first, as '200ms..2s'")
  }

  @Test func aLatencyRangeNeedsTwoDurations() {
    let notADuration = #expect(throws: ValueDecodingError.self) {
      try MockBehavior(["answer": 1, "latency": "abc..1s"])
    }
    #expect(
      notADuration?.description
        == "expected a range of two durations like '200ms..2s', each like '300ms', '1.5s', '2m' or '1h30m' at latency, found 'abc..1s'")
    for text in ["..1s", "200ms..", ".."] {
      let missing = #expect(throws: ValueDecodingError.self) {
        try MockBehavior(["error": "x", "latency": .string(text)])
      }
      #expect(
        missing?.description
          == "expected a range with both of its durations, like '200ms..2s' at latency, found '\(text)'")
    }
    let inStep = MockBehavior.reading(["sequence": [["answer": 1, "latency": "1s..abc"]]])
    #expect(inStep.problems.map(\.path) == [["sequence", 0, "latency"]])
  }

  @Test func aLatencyRangeIsWrittenAsItIsRead() throws {
    let behaviors: [MockBehavior] = [
      .answer(["summary": "Rain"], latency: .milliseconds(200), maximumLatency: .seconds(2)),
      .failure("offline", latency: .zero, maximumLatency: .milliseconds(50)),
      .answer(1, latency: .milliseconds(500)),
      MockBehavior(
        outcome: .sequence([.answer(1, latency: .seconds(1), maximumLatency: .seconds(3)), .failure("x")]),
        latency: .zero),
    ]
    for behavior in behaviors {
      #expect(try MockBehavior(behavior.value) == behavior)
    }
    #expect(behaviors[0].value == ["answer": ["summary": "Rain"], "latency": "200ms..2s"])
  }

  @Test func anErrorNameMustBeText() {
    let error = #expect(throws: ValueDecodingError.self) { try MockBehavior(["error": 404]) }
    #expect(error?.description == "expected a string at error, found a number")
  }

  @Test func aSequenceMustBeANonEmptyList() {
    let notAList = #expect(throws: ValueDecodingError.self) { try MockBehavior(["sequence": "twice"]) }
    #expect(notAList?.description == "expected a list of behaviours at sequence, found a string")
    let empty = #expect(throws: ValueDecodingError.self) { try MockBehavior(["sequence": []]) }
    #expect(empty?.description == "invalid value at sequence: a sequence needs at least one behaviour")
  }

  @Test func aProblemInsideASequenceStepHasTheStepsPath() {
    let error = #expect(throws: ValueDecodingError.self) {
      try MockBehavior(["sequence": [["answer": 1], ["eror": "offline"]]])
    }
    #expect(error?.path == ["sequence", 1])
    #expect(error?.description == "unknown key 'eror' at sequence[1]; did you mean 'error'?")
  }

  @Test func readingGoesOnPastEachProblem() {
    let read = MockBehavior.reading([
      "sequence": [["error": "offline", "latency": "soon"], ["answer": 1, "eror": "x", "latncy": "1s"]],
      "latency": "5 parsecs",
    ])
    #expect(
      read.problems.map(\.description) == [
        "expected a duration like '300ms', '1.5s', '2m' or '1h30m' at latency, found '5 parsecs'",
        "expected a duration like '300ms', '1.5s', '2m' or '1h30m' at sequence[0].latency, found 'soon'",
        "unknown key 'eror' at sequence[1]; did you mean 'error'?",
        "unknown key 'latncy' at sequence[1]; did you mean 'latency'?",
      ])
    #expect(read.behavior == .sequence([.failure("offline"), .answer(1)]))
  }

  @Test func readingKeepsNoBehaviourWhoseOutcomeCannotBeRead() {
    let read = MockBehavior.reading(["sequence": [["answer": 1], ["error": 404]], "latency": "1s"])
    #expect(read.problems.map(\.description) == ["expected a string at sequence[1].error, found a number"])
    #expect(read.behavior == nil)
    #expect(MockBehavior.reading(["answer": 1, "latency": "2s"]) == (.answer(1, latency: .seconds(2)), []))
  }
}

