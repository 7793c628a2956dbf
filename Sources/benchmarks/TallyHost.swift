import Dependencies
import JourneyHosting
import MockKit
import TextUI

/// How the tally plugs into the harness.
struct TallyHost: JourneyHost {
  typealias Feature = TallyApp

  struct Given: Decodable {}

  var mockCatalog: MockCatalog { MockCatalog([TallyServer.descriptor]) }

  func initialState(given: Given, world: MockWorld) -> TallyApp.State { TallyApp.State() }

  func reducer() -> TallyApp { TallyApp() }

  func dependencies(world: MockWorld, into dependencies: inout DependencyValues) {
    dependencies.tallyServer = .mock(world)
  }

  var launchAction: TallyApp.Action? { .launched }

  func screen(_ state: TallyApp.State) -> Screen<TallyApp.Action> {
    TallyApp.screen(state)
  }
}
