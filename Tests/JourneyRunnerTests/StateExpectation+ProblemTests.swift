import JourneyModel
import Testing
import ValueCoding

@testable import JourneyRunner

@Suite struct StateExpectationProblemTests {
  @Test func aValueThatHoldsHasNoProblem() throws {
    #expect(try expectation("count", .equals(2), line: 6).problem(found: .success(.int(2))) == nil)
  }

  @Test func aProblemNamesThePathWhatWasExpectedAndWhatWasFound() throws {
    #expect(try expectation("count", .equals(2), line: 6).problem(found: .success(.int(3))) == "count: expected 2, found 3")
    #expect(try expectation("", .equals(2), line: 6).problem(found: .success(.int(3))) == "the state: expected 2, found 3")
  }

  @Test func aProblemOfSeveralMatchersNamesTheOneThatFailedAndTheValueFound() throws {
    let range = try expectation("count", .all([.atLeast(1), .atMost(3)]), line: 6)
    #expect(range.problem(found: .success(.int(5))) == "count: expected at most 3 (its 'atMost' matcher), found 5")
  }

  @Test func valuesOnSeveralLinesDifferLineByLine() throws {
    let problem = try expectation("history", .equals([1, 2]), line: 6).problem(found: .success([1, 3]))
    #expect(problem == "history: the value differs (- expected, + actual):\n   - 1\n  -- 2\n  +- 3")
  }

  @Test func checkLocatesTheFailureAtTheFirstProblem() throws {
    let expectations = [
      try expectation("a", .equals(1), line: 6), try expectation("b", .equals(2), line: 7),
    ]
    let error = stepError { try StateExpectation.check(expectations, found: [.success(1), .success(3)]) }
    #expect(error?.message == "b: expected 2, found 3")
    #expect(error?.location == at(7, 7))
  }
}
