import Dependencies
import JourneyHosting
import MockKit
import ReducerCore
import TextUI

/// A counter app reduced to what the contract's defaults read: the case paths of its actions,
/// the encoding of its state and a mock with a store. It does nothing when its actions arrive.
struct CounterApp: Reducer {
  struct State: Equatable, Codable, Sendable {
    var count = 0
    var goal: Int?
    var history: [Int] = []
  }

  enum Action: Equatable, Sendable, Decodable {
    case app(AppEvent)
    case counter(CounterEvent)
    case goal(GoalEvent)
    case save(SaveEvent)
    case networkChanged(isOnline: Bool)
    case leakTapped
  }

  enum AppEvent: Equatable, Sendable, Decodable {
    case launched
    case backgrounded
  }

  enum CounterEvent: Equatable, Sendable, Decodable {
    case startTapped
    case stopTapped
    case tick
    case resetTapped
    case stepSelected(Int)
    case setCount(Int)
  }

  enum GoalEvent: Equatable, Sendable, Decodable {
    case loaded(Int)
    case failed(String)
  }

  enum SaveEvent: Equatable, Sendable, Decodable {
    case tapped
    case finished(count: Int)
    case failed(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

/// The counter app plugged in with nothing but what a host must give: no lifecycle actions, no
/// deep links, no network, no `given` of its own, and actions made by their case paths.
struct CounterHost: JourneyHost {
  typealias Feature = CounterApp

  struct Given: Decodable {}

  /// The counter's server, whose `defaults` store keeps numbers on the device.
  var mockCatalog: MockCatalog {
    MockCatalog([
      MockDescriptor(
        "backend",
        summary: "The counter's server.",
        endpoints: [
          MockEndpointDescriptor(
            "fetchGoal", output: Int.self, default: .answer(10), summary: "Answers the goal to count to.")
        ],
        stores: [MockStoreDescriptor("defaults", holds: Int.self, summary: "Numbers the app keeps on the device.")]
      )
    ])
  }

  func initialState(given: Given, world: MockWorld) -> CounterApp.State { CounterApp.State() }

  func reducer() -> CounterApp { CounterApp() }

  func dependencies(world: MockWorld, into dependencies: inout DependencyValues) {}

  func screen(_ state: CounterApp.State) -> Screen<CounterApp.Action> {
    Screen("Counter") {
      Heading("Count: \(state.count)")
    }
  }
}
