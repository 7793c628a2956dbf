import Dependencies
import ReducerCore
import Testing

@testable import SimulationRuntime

/// Work due at the same virtual instant runs in an order drawn from the schedule: the same order
/// for the same schedule, the order it came in under schedule 0, and never out of deadline order.
@Suite struct ScheduleTests {
  /// Effects started together; each sleeps its delay (none for `nil`) and then sends its number.
  struct Racers: Reducer {
    struct State: Equatable { var finished: [Int] = [] }
    enum Action: Sendable { case start([Duration?]), finished(Int) }
    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start(let delays):
        return .merge(
          delays.enumerated().map { index, delay in
            .run { [clock] send in
              if let delay { try await clock.sleep(for: delay) }
              await send(.finished(index))
            }
          })
      case .finished(let index):
        state.finished.append(index)
        return .none
      }
    }
  }

  /// The order in which effects with `delays` finish under `schedule`.
  static func finishOrder(_ delays: [Duration?], schedule: UInt64) -> [Int] {
    let store = SimulationStore(
      initialState: Racers.State(), reducer: Racers(), configuration: RuntimeConfiguration(scheduleSeed: schedule))
    store.send(.start(delays))
    store.settle(limit: .seconds(10))
    return store.state.finished
  }

  static let together = [Duration?](repeating: .milliseconds(100), count: 12)
  static let atOnce = [Duration?](repeating: nil, count: 12)

  @Test func scheduleZeroRunsWorkInTheOrderItCame() {
    #expect(RuntimeConfiguration().scheduleSeed == 0)
    #expect(Self.finishOrder(Self.together, schedule: 0) == Array(0..<12))
    #expect(Self.finishOrder(Self.atOnce, schedule: 0) == Array(0..<12))
  }

  @Test func aScheduleGivesTheSameOrderOnEveryRun() {
    for schedule in UInt64(1)...20 {
      let first = Self.finishOrder(Self.together, schedule: schedule)
      #expect(Self.finishOrder(Self.together, schedule: schedule) == first)
      #expect(Self.finishOrder(Self.atOnce, schedule: schedule) == Self.finishOrder(Self.atOnce, schedule: schedule))
    }
    #expect(DeterminismTests.wakeOrder(seed: 7, schedule: 99) == DeterminismTests.wakeOrder(seed: 7, schedule: 99))
  }

  @Test func schedulesReorderTimersDueAtTheSameInstant() {
    let orders = (UInt64(1)...20).map { Self.finishOrder(Self.together, schedule: $0) }
    #expect(orders.allSatisfy { $0.sorted() == Array(0..<12) })
    #expect(Set(orders).count > 10)
  }

  @Test func schedulesReorderJobsReadyTogether() {
    let orders = (UInt64(1)...20).map { Self.finishOrder(Self.atOnce, schedule: $0) }
    #expect(orders.allSatisfy { $0.sorted() == Array(0..<12) })
    #expect(Set(orders).count > 10)
  }

  @Test func aScheduleKeepsTimersInDeadlineOrder() {
    let delays = DeterminismTests.delays(seed: 7)
    let registrationOrder = DeterminismTests.wakeOrder(seed: 7, schedule: 0)
    for schedule in UInt64(1)...3 {
      let order = DeterminismTests.wakeOrder(seed: 7, schedule: schedule)
      #expect(order.sorted() == Array(0..<10_000))
      #expect(order.map { delays[$0] } == delays.sorted())
      #expect(order != registrationOrder)
    }
  }
}
