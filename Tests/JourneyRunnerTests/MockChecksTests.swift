import JourneyModel
import MockKit
import Testing
import ValueCoding

@testable import JourneyRunner

@Suite struct MockChecksTests {
  /// `calls` of the backend's endpoints, at line 6 and those below.
  func backendCalls(_ endpoints: String...) -> [CallsExpectation] {
    [
      CallsExpectation(
        mock: "backend",
        calls: endpoints.enumerated().map { ExpectedCall(endpoint: $0.element, location: at(7 + $0.offset, 9)) },
        location: at(6, 7))
    ]
  }

  @Test func eachCheckCoversTheCallsSinceThePreviousOne() throws {
    let driver = try launchedCounter()
    let mocks = MockChecks(world: driver.world)
    try mocks.checkCalls(backendCalls("fetchGoal"))
    #expect(mocks.checkedCalls == ["backend": 1])
    try mocks.checkCalls(backendCalls())
    try driver.sendLifecycleAction(.app(.foregrounded), of: .foreground)
    let error = stepError { try mocks.checkCalls(backendCalls()) }
    #expect(
      error?.message == """
        calls of mock 'backend' since the previous 'calls' check of 'backend': expected 0 calls, found 1; \
        fetchGoal was not expected
          expected:
            none
          actual:
          > 1. fetchGoal
        """)
    #expect(error?.location == at(6, 7))
  }

  @Test func theCallsSoFarCanBeMarkedChecked() throws {
    let driver = try launchedCounter()
    let mocks = MockChecks(world: driver.world)
    mocks.markCallsSoFarChecked()
    try mocks.checkCalls(backendCalls())
  }

  @Test func anUnknownEndpointIsLocatedAtItsCall() throws {
    let mocks = MockChecks(world: try counterDriver().world)
    let error = stepError { try mocks.checkCalls(backendCalls("fetchGaol")) }
    #expect(error?.message.hasPrefix("unknown endpoint 'fetchGaol'") == true)
    #expect(error?.location == at(7, 9))
  }

  @Test func checkStoredReadsAKeyTheStoreLacksAsNull() throws {
    let world = try counterDriver().world
    try world.store("defaults").setValue(.int(3), forKey: "count")
    let mocks = MockChecks(world: world)
    try mocks.checkStored([
      try expectation("defaults.count", .equals(3), line: 6),
      try expectation("defaults.other", .equals(nil), line: 7),
    ])
    let error = stepError { try mocks.checkStored([try expectation("defaults.count", .equals(4), line: 6)]) }
    #expect(error?.message == "defaults.count: expected 4, found 3")
  }
}
