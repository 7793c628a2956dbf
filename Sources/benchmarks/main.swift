import Clocks
import ConcurrencyExtras
import Dependencies
import Foundation
import ReducerCore
import SimulationRuntime

// Prints one `name: value` line per figure. Run with `swift run -c release benchmarks`.

/// A feature whose effects sleep on the clock in a loop: each iteration is one sleep/resume cycle.
struct Sleeper: Reducer {
  struct State { var finished = 0 }
  enum Action: Sendable { case start(effects: Int, cycles: Int), finished }
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start(let effects, let cycles):
      return .merge(
        (0..<effects).map { _ in
          .run { [clock] send in
            for _ in 0..<cycles { try await clock.sleep(for: .milliseconds(1)) }
            await send(.finished)
          }
        })
    case .finished:
      state.finished += 1
      return .none
    }
  }
}

func seconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

/// Sleep/resume cycles per second on the simulation runtime.
func runtimeCyclesPerSecond(effects: Int, cycles: Int) -> Double {
  let wall = ContinuousClock()
  let start = wall.now
  let store = SimulationStore(
    initialState: Sleeper.State(), reducer: Sleeper(),
    configuration: RuntimeConfiguration(maxTimersPerStep: .max, maxJobsPerStep: .max))
  store.send(.start(effects: effects, cycles: cycles))
  store.advance(by: .milliseconds(cycles))
  precondition(
    store.state.finished == effects,
    "the workload did not finish: \(store.runtime.takeIssues().map(\.message))")
  return Double(effects * cycles) / seconds(wall.now - start)
}

/// The same cycles on swift-clocks' `TestClock`, made deterministic with `withMainSerialExecutor`.
func testClockCyclesPerSecond(cycles: Int) async -> Double {
  let result = LockIsolated(0.0)
  await withMainSerialExecutor {
    let wall = ContinuousClock()
    let start = wall.now
    let clock = TestClock()
    let task = Task {
      for _ in 0..<cycles { try await clock.sleep(for: .milliseconds(1)) }
    }
    await clock.advance(by: .milliseconds(cycles))
    _ = await task.result
    result.setValue(Double(cycles) / seconds(wall.now - start))
  }
  return result.value
}

func report(_ name: String, _ value: Double) {
  print("\(name): \(String(format: value >= 100 ? "%.0f" : "%.2f", value))")
}

let single = runtimeCyclesPerSecond(effects: 1, cycles: 200_000)
let thousand = runtimeCyclesPerSecond(effects: 1_000, cycles: 200)
let testClock = await testClockCyclesPerSecond(cycles: 2_000)
report("runtime.cycles_per_s", single)
report("runtime.cycles_per_s_1000_effects", thousand)
report("testclock.cycles_per_s", testClock)
report("runtime.testclock_ratio", single / testClock)
