import JourneyHosting
import Testing
import ValueCoding

@Suite struct JourneyHostActionDecodingTests {
  let host = CounterHost()

  @Test func aCasePathWithoutPayloadNamesACaseWithoutValues() throws {
    #expect(try host.action(path: "counter.tick", payload: nil) == .counter(.tick))
    #expect(try host.action(path: "leakTapped", payload: nil) == .leakTapped)
    #expect(try host.action(path: "counter.tick", payload: nil as Value?) == .counter(.tick))
  }

  @Test func aPayloadGivesTheValuesOfTheCase() throws {
    #expect(try host.action(path: "counter.setCount", payload: 4) == .counter(.setCount(4)))
    #expect(try host.action(path: "counter.setCount", payload: ["_0": 4]) == .counter(.setCount(4)))
    #expect(try host.action(path: "save.finished", payload: ["count": 2]) == .save(.finished(count: 2)))
    #expect(try host.action(path: "networkChanged", payload: ["isOnline": false]) == .networkChanged(isOnline: false))
    #expect(try host.action(path: "counter.tick", payload: .null) == .counter(.tick))
  }

  @Test func anUnknownCaseIsNamedWithTheClosestCasePath() {
    #expect(throws: JourneyHostError.unknownAction(
      path: "countr.tick", caseName: "countr", suggestion: "counter.tick", knownCases: [])
    ) {
      try host.action(path: "countr.tick", payload: nil)
    }
    #expect(throws: JourneyHostError.unknownAction(
      path: "counter.tock", caseName: "tock", suggestion: "counter.tick", knownCases: [])
    ) {
      try host.action(path: "counter.tock", payload: nil)
    }
    #expect(throws: JourneyHostError.unknownAction(
      path: "counter.zzzzzzzz", caseName: "zzzzzzzz", suggestion: nil, knownCases: [])
    ) {
      try host.action(path: "counter.zzzzzzzz", payload: nil)
    }
  }

  @Test func aMissingOrUnexpectedPayloadIsNamed() {
    #expect(throws: JourneyHostError.missingPayload(path: "counter.setCount")) {
      try host.action(path: "counter.setCount", payload: nil)
    }
    #expect(throws: JourneyHostError.unexpectedPayload(path: "counter.tick")) {
      try host.action(path: "counter.tick", payload: 3)
    }
  }

  @Test func aProblemInThePayloadIsLocatedInIt() {
    let error = ValueDecodingError(path: ["count"], problem: .typeMismatch(expected: "an integer", found: "a string"))
    #expect(throws: JourneyHostError.invalidPayload(path: "save.finished", error)) {
      try host.action(path: "save.finished", payload: ["count": "two"])
    }
    let unknownKey = ValueDecodingError(path: .root, problem: .unknownKey("extra", suggestion: nil, knownKeys: ["count"]))
    #expect(throws: JourneyHostError.invalidPayload(path: "save.finished", unknownKey)) {
      try host.action(path: "save.finished", payload: ["count": 2, "extra": 1])
    }
  }

  @Test func everyProblemOfAPayloadIsFoundWhereTheActionThrowsTheFirst() {
    let problems = host.problems(makingAction: "save.finished", payload: ["count": "two", "extra": 1, "more": 2])
    let payloadErrors = [
      ValueDecodingError(path: ["count"], problem: .typeMismatch(expected: "an integer", found: "a string")),
      ValueDecodingError(path: .root, problem: .unknownKey("extra", suggestion: nil, knownKeys: ["count"])),
      ValueDecodingError(path: .root, problem: .unknownKey("more", suggestion: nil, knownKeys: ["count"])),
    ]
    #expect(
      problems.compactMap { $0 as? JourneyHostError }
        == payloadErrors.map { .invalidPayload(path: "save.finished", $0) })
    #expect(host.problems(makingAction: "save.finished", payload: ["count": 2]).isEmpty)
    #expect(
      host.problems(makingAction: "counter.tock", payload: ["x": 1]).compactMap { $0 as? JourneyHostError } == [
        .unknownAction(path: "counter.tock", caseName: "tock", suggestion: "counter.tick", knownCases: [])
      ])
  }

  @Test func aCasePathPastACaseWithValuesCannotBeDecoded() {
    #expect(throws: JourneyHostError.self) {
      try host.action(path: "counter.setCount.more", payload: nil)
    }
  }
}
