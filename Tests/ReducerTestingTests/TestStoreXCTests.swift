import ReducerCore
import ReducerTesting
import XCTest

/// The test store works under XCTest as under Swift Testing.
final class TestStoreXCTests: XCTestCase {
  struct Toggle: Reducer {
    struct State: Equatable { var isOn = false }
    enum Action: Equatable, Sendable { case flipped, echoed }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .flipped:
        state.isOn.toggle()
        return .send(.echoed)
      case .echoed:
        return .none
      }
    }
  }

  func testSendAndReceive() {
    let store = TestStore(initialState: Toggle.State()) { Toggle() }
    store.send(.flipped) { $0.isOn = true }
    store.receive(.echoed)
    store.finish()
  }

  func testFailuresAreReportedThroughXCTest() {
    let issues = IssueCollector.collect {
      let store = TestStore(initialState: Toggle.State()) { Toggle() }
      store.send(.flipped) { $0.isOn = true }
      store.finish()
    }
    XCTAssertEqual(issues.count, 1)
    XCTAssertTrue(issues.first?.message.hasPrefix("The test ended with 1 received action not asserted") == true)
  }
}
