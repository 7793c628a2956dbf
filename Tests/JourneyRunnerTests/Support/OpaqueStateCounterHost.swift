import Dependencies
import JourneyHosting
import MockKit
import TextUI
import ValueCoding

/// The counter app plugged in by a host that cannot show its state as a value.
struct OpaqueStateCounterHost: JourneyHost {
  typealias Feature = CounterApp

  struct Given: Decodable {}

  var mockCatalog: MockCatalog { MockCatalog([CounterBackend.descriptor]) }

  func initialState(given: Given, world: MockWorld) -> CounterApp.State { CounterApp.State() }

  func reducer() -> CounterApp { CounterApp() }

  func dependencies(world: MockWorld, into dependencies: inout DependencyValues) {
    dependencies.counterBackend = .mock(world)
    dependencies.counterDefaults = .mock(world)
  }

  func screen(_ state: CounterApp.State) -> Screen<CounterApp.Action> {
    CounterApp.screen(state)
  }

  func stateValue(_ state: CounterApp.State) throws -> Value {
    throw ValueEncodingError(path: .root, problem: .rejected("the counter keeps its state private"))
  }
}
