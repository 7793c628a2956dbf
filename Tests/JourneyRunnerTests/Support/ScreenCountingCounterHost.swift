import Dependencies
import JourneyHosting
import MockKit
import Synchronization
import TextUI

/// The counter app plugged in by a host that counts the screens it builds.
struct ScreenCountingCounterHost: JourneyHost {
  typealias Feature = CounterApp

  struct Given: Decodable {}

  /// How many screens the hosts sharing it built.
  final class Count: Sendable {
    private let count = Mutex(0)

    var value: Int { count.withLock { $0 } }

    func add() { count.withLock { $0 += 1 } }
  }

  let screensBuilt: Count

  var mockCatalog: MockCatalog { MockCatalog([CounterBackend.descriptor]) }

  func initialState(given: Given, world: MockWorld) -> CounterApp.State { CounterApp.State() }

  func reducer() -> CounterApp { CounterApp() }

  func dependencies(world: MockWorld, into dependencies: inout DependencyValues) {
    dependencies.counterBackend = .mock(world)
    dependencies.counterDefaults = .mock(world)
  }

  func screen(_ state: CounterApp.State) -> Screen<CounterApp.Action> {
    screensBuilt.add()
    return CounterApp.screen(state)
  }
}
