import Dependencies
import JourneyHosting
import MockKit
import ReducerCore
import TextUI

/// The counter app with a state that is not `Equatable`: whether an action changed it only
/// reading it as a value tells.
struct UnequatableCounter: Reducer {
  struct State: Codable, Sendable {
    var counter = CounterApp.State()
  }

  typealias Action = CounterApp.Action

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    CounterApp().reduce(into: &state.counter, action: action)
  }
}

/// The counter app plugged in through ``UnequatableCounter``.
struct UnequatableStateCounterHost: JourneyHost {
  typealias Feature = UnequatableCounter

  struct Given: Decodable {}

  var mockCatalog: MockCatalog { MockCatalog([CounterBackend.descriptor]) }

  func initialState(given: Given, world: MockWorld) -> UnequatableCounter.State { UnequatableCounter.State() }

  func reducer() -> UnequatableCounter { UnequatableCounter() }

  func dependencies(world: MockWorld, into dependencies: inout DependencyValues) {
    dependencies.counterBackend = .mock(world)
    dependencies.counterDefaults = .mock(world)
  }

  var launchAction: CounterApp.Action? { .app(.launched) }

  func screen(_ state: UnequatableCounter.State) -> Screen<CounterApp.Action> {
    CounterApp.screen(state.counter)
  }
}
