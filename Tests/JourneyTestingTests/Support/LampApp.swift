import Dependencies
import JourneyHosting
import MockKit
import ReducerCore
import TextUI

/// A lamp to switch on and off: the smallest app a journey can drive.
struct LampApp: Reducer {
  struct State: Equatable, Codable, Sendable {
    var isOn = false
  }

  enum Action: Equatable, Sendable, Decodable {
    case switchTapped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.isOn.toggle()
    return .none
  }

  static func screen(_ state: State) -> Screen<Action> {
    Screen("Lamp") {
      Text(state.isOn ? "The lamp is on" : "The lamp is off")
      Button("Switch") { .switchTapped }
    }
  }
}

/// How the lamp plugs into the harness: no mocks, no `given`.
struct LampHost: JourneyHost {
  typealias Feature = LampApp

  struct Given: Decodable {}

  var mockCatalog: MockCatalog { MockCatalog([]) }

  func initialState(given: Given, world: MockWorld) -> LampApp.State { LampApp.State() }

  func reducer() -> LampApp { LampApp() }

  func dependencies(world: MockWorld, into dependencies: inout DependencyValues) {}

  func screen(_ state: LampApp.State) -> Screen<LampApp.Action> {
    LampApp.screen(state)
  }
}
