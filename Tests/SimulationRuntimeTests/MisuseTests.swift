import Dependencies
import ReducerCore
import Testing

@testable import SimulationRuntime

@Suite struct MisuseTests {
  struct Misbehaving: Reducer {
    struct State: Equatable { var count = 0 }
    enum Action: Sendable { case storm, spin, sleepStorm }
    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .storm:
        return .send(.storm)
      case .spin:
        return .run { _ in
          while !Task.isCancelled { await Task.yield() }
        }
      case .sleepStorm:
        return .run { [clock] _ in
          try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<200 { group.addTask { try await clock.sleep(for: .seconds(1)) } }
            try await group.waitForAll()
          }
        }
      }
    }
  }

  @Test func anActionStormIsStoppedAtTheBound() {
    let store = SimulationStore(
      initialState: Misbehaving.State(), reducer: Misbehaving(),
      configuration: RuntimeConfiguration(maxActionsPerStep: 100))
    store.send(.storm)
    let issues = store.runtime.takeIssues()
    #expect(issues.map(\.kind) == [.actionStorm])
    #expect(issues.first?.message.hasPrefix("More than 100 actions were processed in one step; the last came from an effect of .storm.") == true)
    #expect(!store.runtime.hasPendingWork)
  }

  @Test func aBusyLoopIsStoppedAtTheBound() {
    let store = SimulationStore(
      initialState: Misbehaving.State(), reducer: Misbehaving(),
      configuration: RuntimeConfiguration(maxJobsPerStep: 1_000))
    store.send(.spin)
    #expect(store.runtime.takeIssues().map(\.kind) == [.busyLoop])
    store.cancelAllEffects()
    #expect(!store.runtime.hasPendingWork)
  }

  @Test func aTimerStormIsStoppedAtTheBound() {
    let store = SimulationStore(
      initialState: Misbehaving.State(), reducer: Misbehaving(),
      configuration: RuntimeConfiguration(maxTimersPerStep: 100))
    store.send(.sleepStorm)
    #expect(store.runtime.takeIssues().map(\.kind) == [.timerStorm])
    store.cancelAllEffects()
    #expect(!store.runtime.hasPendingWork)
  }
}
