import Dependencies
import JourneyHosting
import MockKit
import TextUI

/// How the greeter plugs into the harness.
struct GreeterHost: JourneyHost {
  typealias Feature = GreeterApp

  /// The greeter's part of `given`.
  struct Given: Decodable {
    /// Visits before the journey's launch.
    var visits: Int?
  }

  var mockCatalog: MockCatalog { MockCatalog([GreeterClient.descriptor]) }

  func initialState(given: Given, world: MockWorld) -> GreeterApp.State {
    GreeterApp.State(visits: given.visits ?? 0)
  }

  func reducer() -> GreeterApp { GreeterApp() }

  func dependencies(world: MockWorld, into dependencies: inout DependencyValues) {
    dependencies.greeter = .mock(world)
  }

  var launchAction: GreeterApp.Action? { .launched }

  func screen(_ state: GreeterApp.State) -> Screen<GreeterApp.Action> {
    GreeterApp.screen(state)
  }
}
