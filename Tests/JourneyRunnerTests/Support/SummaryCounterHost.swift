import Dependencies
import JourneyHosting
import MockKit
import TextUI
import ValueCoding

/// The counter app plugged in by a host whose state value has a key of no stored property of its
/// own: `summary`, whose `total` is read from `count` and `step`.
struct SummaryCounterHost: JourneyHost {
  typealias Feature = CounterApp

  struct Given: Decodable {}

  /// Whether the host declares that `summary` is read from `count` and `step`.
  var declaresKeySources: Bool

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

  func deepLinkAction(url: String) throws -> CounterApp.Action {
    .counter(.setCount(Int(url.dropFirst("counter://count/".count)) ?? 0))
  }

  func stateValue(_ state: CounterApp.State) throws -> Value {
    guard case .object(var object) = try ValueEncoder().encode(state) else { return .null }
    object["summary"] = ["total": .int(state.count * state.step)]
    return .object(object)
  }

  var stateKeySources: [String: Set<String>]? {
    declaresKeySources ? ["summary": ["count", "step"]] : nil
  }
}
