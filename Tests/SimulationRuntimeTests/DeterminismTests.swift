import Dependencies
import ReducerCore
import Testing

@testable import SimulationRuntime

/// Ten thousand effects with seeded, often equal deadlines wake in the same order on every run.
@Suite struct DeterminismTests {
  struct Sleepers: Reducer {
    struct State: Equatable { var woke: [Int] = [] }
    enum Action: Sendable { case start([Duration]), woke(Int) }
    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start(let delays):
        return .merge(
          delays.enumerated().map { index, delay in
            .run { [clock] send in
              try await clock.sleep(for: delay)
              await send(.woke(index))
            }
          })
      case .woke(let index):
        state.woke.append(index)
        return .none
      }
    }
  }

  /// Ten thousand delays from 0 to 49ms drawn from `seed`.
  static func delays(seed: UInt64) -> [Duration] {
    var generator = SeededRandomNumberGenerator(seed: seed)
    return (0..<10_000).map { _ in Duration.milliseconds(Int.random(in: 0..<50, using: &generator)) }
  }

  /// The order in which effects sleeping ``delays(seed:)`` wake under `schedule`.
  static func wakeOrder(seed: UInt64, schedule: UInt64 = 0) -> [Int] {
    let store = SimulationStore(
      initialState: Sleepers.State(), reducer: Sleepers(),
      configuration: RuntimeConfiguration(scheduleSeed: schedule))
    store.send(.start(delays(seed: seed)))
    store.advance(by: .milliseconds(50))
    return store.state.woke
  }

  @Test func tenThousandEffectsWakeInTheSameOrderOnEveryRun() {
    let first = Self.wakeOrder(seed: 7)
    #expect(first.count == 10_000)
    for _ in 0..<5 {
      #expect(Self.wakeOrder(seed: 7) == first)
    }
  }

  @Test func equalDeadlinesWakeInRegistrationOrder() {
    let delays = Self.delays(seed: 7)
    let order = Self.wakeOrder(seed: 7)
    let expected = delays.indices.sorted { (delays[$0], $0) < (delays[$1], $1) }
    #expect(order == expected)
  }
}

