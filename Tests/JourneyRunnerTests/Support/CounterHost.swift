import Dependencies
import JourneyHosting
import JourneyModel
import MockKit
import Synchronization
import TextUI

/// How the counter app plugs into the runner.
struct CounterHost: JourneyHost {
  typealias Feature = CounterApp

  /// The counter's part of `given`.
  struct Given: Decodable {
    /// The count the app starts with when the device keeps none.
    var count: Int?
    /// The count the device kept from before the journey.
    var savedCount: Int?
  }

  /// A deep link the counter does not know.
  struct UnknownLink: Error, CustomStringConvertible {
    var url: String
    var description: String { "unknown link '\(url)'; the counter opens counter://count/<number>" }
  }

  var mockCatalog: MockCatalog { MockCatalog([CounterBackend.descriptor]) }

  /// A count the device cannot have kept.
  struct NegativeCount: Error, CustomStringConvertible {
    var count: Int
    var description: String { "a saved count cannot be negative; found \(count)" }
  }

  func prepare(world: MockWorld, given: Given) throws {
    if let savedCount = given.savedCount {
      guard savedCount >= 0 else { throw NegativeCount(count: savedCount) }
      try world.store("defaults").setValue(.int(savedCount), forKey: "count")
    }
  }

  func initialState(given: Given, world: MockWorld) -> CounterApp.State {
    CounterApp.State(count: CounterDefaults.storedCount(in: world) ?? given.count ?? 0)
  }

  func reducer() -> CounterApp { CounterApp() }

  func dependencies(world: MockWorld, into dependencies: inout DependencyValues) {
    dependencies.counterBackend = .mock(world)
    dependencies.counterDefaults = .mock(world)
  }

  var launchAction: CounterApp.Action? { .app(.launched) }
  var backgroundAction: CounterApp.Action? { .app(.backgrounded) }
  var foregroundAction: CounterApp.Action? { .app(.foregrounded) }
  var terminateAction: CounterApp.Action? { .app(.terminating) }

  /// Counts the screens the host builds, when given.
  var screensBuilt: ScreenCount?

  func screen(_ state: CounterApp.State) -> Screen<CounterApp.Action> {
    screensBuilt?.add()
    return CounterApp.screen(state)
  }

  func deepLinkAction(url: String) throws -> CounterApp.Action {
    let prefix = "counter://count/"
    guard url.hasPrefix(prefix), let count = Int(url.dropFirst(prefix.count)) else {
      throw UnknownLink(url: url)
    }
    return .counter(.setCount(count))
  }

  func networkAction(_ condition: NetworkCondition) -> CounterApp.Action? {
    .networkChanged(isOnline: condition != .offline)
  }
}

/// How many screens the hosts sharing it built.
final class ScreenCount: Sendable {
  private let count = Mutex(0)

  var value: Int { count.withLock { $0 } }

  func add() { count.withLock { $0 += 1 } }
}

/// The counter app plugged in with nothing but what a host must give: no lifecycle actions, no
/// deep links, no network, and no `given` of its own.
struct MinimalCounterHost: JourneyHost {
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
}
