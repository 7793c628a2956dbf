import Dependencies
import ReducerCore
import Testing

@testable import SimulationRuntime

@Suite struct MisuseTests {
  struct Misbehaving: Reducer {
    struct State: Equatable { var count = 0 }
    enum Action: Sendable { case escape, detach, storm, ping, spin, sleepStorm }
    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .escape:
        return .run { send in
          await Task { await send(.ping) }.value
        }
      case .detach:
        return .run { _ in
          // The detached task outlives the step: the runtime must not wait for it.
          await Task.detached { try? await Task.sleep(for: .seconds(60)) }.value
        }
      case .storm:
        return .send(.storm)
      case .ping:
        state.count += 1
        return .none
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

  @Test func anUnstructuredTaskIsReportedNamingTheAction() {
    let store = SimulationStore(initialState: Misbehaving.State(), reducer: Misbehaving())
    store.send(.escape)
    let issues = store.runtime.takeIssues()
    #expect(issues.map(\.kind) == [.escapedWork])
    #expect(issues.first?.origin == ".escape")
    #expect(issues.first?.message.hasPrefix("An effect of .escape is waiting on work outside the runtime.") == true)
    store.cancelAllEffects()
  }

  @Test func aDetachedTaskIsReported() {
    let store = SimulationStore(initialState: Misbehaving.State(), reducer: Misbehaving())
    store.send(.detach)
    #expect(store.runtime.takeIssues().map(\.origin) == [".detach"])
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
