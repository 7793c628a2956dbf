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

  static func wakeOrder(seed: UInt64) -> [Int] {
    var generator = SeededRandomNumberGenerator(seed: seed)
    let delays = (0..<10_000).map { _ in Duration.milliseconds(Int.random(in: 0..<50, using: &generator)) }
    let store = SimulationStore(initialState: Sleepers.State(), reducer: Sleepers())
    store.send(.start(delays))
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
    var generator = SeededRandomNumberGenerator(seed: 7)
    let delays = (0..<10_000).map { _ in Duration.milliseconds(Int.random(in: 0..<50, using: &generator)) }
    let order = Self.wakeOrder(seed: 7)
    let expected = delays.indices.sorted { (delays[$0], $0) < (delays[$1], $1) }
    #expect(order == expected)
  }
}

