import JourneyModel
import Testing
import ValueCoding

@testable import JourneyRunner

@Suite struct StateChecksTests {
  @Test func checkStateFailsWithEveryExpectationThatDoesNotHoldAtTheFirst() throws {
    let state = StateChecks(driver: try launchedCounter())
    try state.checkState([try expectation("count", .equals(0), line: 6)])
    let error = stepError {
      try state.checkState([
        try expectation("step", .equals(1), line: 6),
        try expectation("count", .equals(2), line: 7),
        try expectation("isRunning", .equals(true), line: 8),
      ])
    }
    #expect(error?.message == "count: expected 2, found 0\nisRunning: expected true, found false")
    #expect(error?.location == at(7, 7))
  }

  @Test func stateHoldsAnswersWithoutDescribing() throws {
    let state = StateChecks(driver: try launchedCounter())
    #expect(try state.stateHolds([try expectation("count", .equals(0), line: 6)]))
    #expect(try !state.stateHolds([try expectation("count", .equals(1), line: 6)]))
    #expect(try !state.stateHolds([try expectation("nowhere", .equals(1), line: 6)]))
  }

  @Test func theValuesFollowTheAppFromMomentToMoment() throws {
    let driver = try launchedCounter()
    let state = StateChecks(driver: driver)
    let count = try ValuePath(parsing: "count")
    #expect(try state.stateValues(at: [count]).map { try $0.get() } == [.int(0)])
    try driver.openDeepLink("counter://count/3")
    #expect(try state.stateValues(at: [count]).map { try $0.get() } == [.int(3)])
    #expect(try state.stateValue().lookup(count) == .int(3))
  }

  @Test func listsOfPathsAskedForAgainFindTheirOwnValues() throws {
    let driver = try launchedCounter()
    let state = StateChecks(driver: driver)
    let count = try ValuePath(parsing: "count")
    let step = try ValuePath(parsing: "step")
    let running = try ValuePath(parsing: "isRunning")
    for found in [3, 5] {
      try driver.openDeepLink("counter://count/\(found)")
      #expect(try state.stateValues(at: [count, running]).map { try $0.get() } == [.int(found), .bool(false)])
      #expect(try state.stateValues(at: [step]).map { try $0.get() } == [.int(1)])
      #expect(try state.stateValues(at: [running, count]).map { try $0.get() } == [.bool(false), .int(found)])
      #expect(try state.stateValues(at: [count]).map { try $0.get() } == [.int(found)])
    }
  }

  @Test func moreListsOfPathsThanAreKeptStillFindTheirOwnValues() throws {
    let driver = try launchedCounter()
    let state = StateChecks(driver: driver)
    let paths = try ["count", "step", "isRunning"].map { try ValuePath(parsing: $0) }
    // Every ordered pair and triple of the three paths and each path alone: 15 lists, then the
    // same again at a new moment, past the lists kept.
    let lists = paths.map { [$0] } + paths.flatMap { first in paths.filter { $0 != first }.map { [first, $0] } }
      + paths.flatMap { first in paths.filter { $0 != first }.map { [first, $0, first] } }
    for found in [3, 5] {
      try driver.openDeepLink("counter://count/\(found)")
      let expected: [ValuePath: Value] = [paths[0]: .int(found), paths[1]: .int(1), paths[2]: .bool(false)]
      for list in lists + lists.map({ $0.reversed() }) {
        #expect(try state.stateValues(at: list).map { try $0.get() } == list.map { expected[$0] })
      }
    }
  }

  @Test func theStateNeedsTheApp() throws {
    let state = StateChecks(driver: try counterDriver())
    #expect(stepError { _ = try state.stateValue() }?.message == StepError.appNotRunning.message)
  }
}
