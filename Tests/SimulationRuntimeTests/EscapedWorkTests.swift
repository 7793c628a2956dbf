import Dependencies
import Foundation
import ReducerCore
import Synchronization
import Testing

@testable import SimulationRuntime

/// Work an effect starts outside structured concurrency, by every route, with and without sending
/// an action back: it never crashes the process, never depends on thread timing, and is reported
/// naming the action whose effect started it.
@Suite struct EscapedWorkTests {
  /// How an effect escapes.
  enum Route: String, CaseIterable, Sendable {
    /// `Task {}`, not awaited.
    case unstructuredTask
    /// `Task {}`, awaited through its value.
    case awaitedTask
    /// `Task.detached {}`, not awaited.
    case detachedTask
    /// `Task {}` that sleeps on the virtual clock before it goes on.
    case sleepingTask
    /// `await MainActor.run {}` before going on.
    case mainActorRun
    /// `Task { @MainActor in }`, not awaited.
    case mainActorTask
    /// `Task { @MainActor in }`, awaited through its value.
    case awaitedMainActorTask
    /// `Task {}` started by the reducer itself, not by an effect.
    case reducerTask
    /// A real `Task.sleep` before going on.
    case realSleep
  }

  struct Escaping: Reducer {
    struct State: Equatable { var landed = 0 }
    enum Action: Equatable, Sendable { case escape(Route, sends: Bool), landed, other }
    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .escape(let route, let sends):
        return escape(route, sends: sends)
      case .landed:
        state.landed += 1
        return .none
      case .other:
        return .none
      }
    }

    private func escape(_ route: Route, sends: Bool) -> Effect<Action> {
      let land: @Sendable (Send<Action>) async -> Void = { send in
        if sends { await send(.landed) }
      }
      switch route {
      case .unstructuredTask:
        return .run { send in Task { await land(send) } }
      case .awaitedTask:
        return .run { send in await Task { await land(send) }.value }
      case .detachedTask:
        return .run { send in Task.detached { await land(send) } }
      case .sleepingTask:
        return .run { [clock] send in
          Task {
            try await clock.sleep(for: .seconds(1))
            await land(send)
          }
        }
      case .mainActorRun:
        return .run { send in
          await MainActor.run {}
          await land(send)
        }
      case .mainActorTask:
        return .run { send in
          let hop: @MainActor @Sendable () async -> Void = { await land(send) }
          Task(operation: hop)
        }
      case .awaitedMainActorTask:
        return .run { send in
          let hop: @MainActor @Sendable () async -> Void = {
            MainActor.assertIsolated()
            await land(send)
          }
          await Task(operation: hop).value
        }
      case .reducerTask:
        Task { await land(Send { _ in }) }
        return .none
      case .realSleep:
        return .run { send in
          // Long enough that it is never due before the Swift runtime enqueues it: see the
          // guide's "The reducer core and the test store".
          try await Task.sleep(for: .milliseconds(100))
          await land(send)
        }
      }
    }
  }

  /// What one run of a route shows: the state, the issues (kind and origin) and the first
  /// message, after the action and a second of virtual time.
  struct Outcome: Equatable, CustomStringConvertible {
    var landed: Int
    var issues: [String]
    var message: String?

    var description: String {
      "landed \(landed), issues \(issues), message \(message ?? "none")"
    }
  }

  static func outcome(of route: Route, sends: Bool) -> Outcome {
    let store = SimulationStore(initialState: Escaping.State(), reducer: Escaping())
    store.send(.escape(route, sends: sends))
    store.advance(by: .seconds(1))
    store.send(.other)
    let issues = store.runtime.takeIssues()
    store.cancelAllEffects()
    return Outcome(
      landed: store.state.landed,
      issues: issues.map { "\($0.kind) \($0.origin)" },
      message: issues.first?.message)
  }

  /// Runs `body` `count` times spread over four threads at once; returns the results in order.
  static func inParallel<T: Sendable>(_ count: Int, _ body: @Sendable @escaping () -> T) -> [T] {
    let results = Mutex([T?](repeating: nil, count: count))
    DispatchQueue.concurrentPerform(iterations: 4) { lane in
      for index in stride(from: lane, to: count, by: 4) {
        let result = body()
        results.withLock { $0[index] = result }
      }
    }
    return results.withLock { $0.map { $0! } }
  }

  @Test func theConcurrencyRuntimeStillHasTheHooksThatCaptureEscapedWork() {
    #expect(
      GlobalEnqueueCapture.isAvailable,
      """
      The Swift runtime no longer exports swift_task_enqueueGlobal_hook or \
      swift_task_getMainExecutor_hook: 'Task {}', 'Task.detached' and main-actor hops started by \
      effects now run on other threads, their actions are dropped, and only effects awaiting them \
      are reported. Find the new way to capture them (custom global and main executors).
      """)
  }

  @Test(arguments: Route.allCases, [true, false])
  func everyRouteGivesTheSameOutcomeOnEveryRunWhileOthersRun(route: Route, sends: Bool) {
    let expected = Self.outcome(of: route, sends: sends)
    let outcomes = Self.inParallel(200) { Self.outcome(of: route, sends: sends) }
    #expect(outcomes.allSatisfy { $0 == expected }, "\(Set(outcomes.map(\.description)))")
    #expect(expected.issues.count == 1)
  }

  static let effectRoutes = Route.allCases.filter { $0 != .reducerTask && $0 != .realSleep }

  @Test func capturedWorkRunsInTheRuntimeAndItsActionsLand() {
    for route in Self.effectRoutes {
      #expect(Self.outcome(of: route, sends: true).landed == 1, "\(route)")
      #expect(Self.outcome(of: route, sends: false).landed == 0, "\(route)")
    }
  }

  @Test func capturedTasksAreReportedNamingTheAction() {
    for route in [Route.unstructuredTask, .awaitedTask, .detachedTask, .sleepingTask] {
      let outcome = Self.outcome(of: route, sends: true)
      #expect(outcome.issues == ["escapedWork .escape(.\(route), sends: true)"])
      #expect(
        outcome.message?.hasPrefix(
          "An effect of .escape(.\(route), sends: true) started work outside structured "
            + "concurrency: an unstructured 'Task {}' or 'Task.detached'.") == true)
    }
  }

  @Test func mainActorHopsAreReportedNamingTheAction() {
    for route in [Route.mainActorRun, .mainActorTask, .awaitedMainActorTask] {
      let outcome = Self.outcome(of: route, sends: false)
      #expect(outcome.issues == ["escapedWork .escape(.\(route), sends: false)"])
      #expect(
        outcome.message?.hasPrefix(
          "An effect of .escape(.\(route), sends: false) hopped to the main actor "
            + "('MainActor.run', a '@MainActor' function or task).") == true)
    }
  }

  @Test func aRealSleepNeverWakesAndItsEffectIsReportedWaitingOutside() {
    let outcome = Self.outcome(of: .realSleep, sends: true)
    #expect(outcome.landed == 0)
    #expect(outcome.issues == ["escapedWork .escape(.realSleep, sends: true)"])
    #expect(
      outcome.message?.hasPrefix(
        "An effect of .escape(.realSleep, sends: true) is waiting on work outside the runtime: "
          + "a real sleep") == true)
  }

  @Test func aTaskTheReducerStartsIsReportedNamingTheAction() {
    let outcome = Self.outcome(of: .reducerTask, sends: false)
    #expect(outcome.issues == ["escapedWork .escape(.reducerTask, sends: false)"])
    #expect(
      outcome.message?.hasPrefix(
        "The reducer, handling .escape(.reducerTask, sends: false), started work outside "
          + "structured concurrency") == true)
  }

  @Test func aCapturedSleepWakesOnlyWhenVirtualTimeReachesIt() {
    let store = SimulationStore(initialState: Escaping.State(), reducer: Escaping())
    store.send(.escape(.sleepingTask, sends: true))
    #expect(store.state.landed == 0)
    #expect(store.runtime.pendingTimers.map(\.deadline) == [.seconds(1)])
    store.advance(by: .milliseconds(999))
    #expect(store.state.landed == 0)
    store.advance(by: .milliseconds(1))
    #expect(store.state.landed == 1)
  }

  /// The `send` an effect handed out.
  final class Leaked: Sendable {
    let send = Mutex<Send<Leaking.Action>?>(nil)
  }

  /// A feature whose effect hands its `send` out, as an escaped task would keep it.
  struct Leaking: Reducer {
    struct State: Equatable { var landed = 0 }
    enum Action: Equatable, Sendable { case leak, landed }
    let leaked: Leaked

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .leak:
        return .run { [leaked] send in leaked.send.withLock { $0 = send } }
      case .landed:
        state.landed += 1
        return .none
      }
    }
  }

  @Test func anActionSentAfterTheStoreEndedIsDroppedAndListed() async {
    let leaked = Leaked()
    var store: SimulationStore<Leaking>? = SimulationStore(
      initialState: Leaking.State(), reducer: Leaking(leaked: leaked))
    store?.send(.leak)
    let runtime = store!.runtime
    store = nil
    let send = leaked.send.withLock { $0! }
    await send(.landed)
    #expect(runtime.droppedActions.map(\.kind) == [.droppedAction])
    #expect(
      runtime.droppedActions.first?.message == """
        The action .landed, sent by work outside any effect from outside the runtime (another \
        thread, or after the store ended), was dropped.
        """)
  }

  @Test func anActionSentWhileNoStepRunsIsDroppedAndListed() async {
    let leaked = Leaked()
    let store = SimulationStore(initialState: Leaking.State(), reducer: Leaking(leaked: leaked))
    store.send(.leak)
    let send = leaked.send.withLock { $0! }
    await send(.landed)
    store.runUntilIdle()
    #expect(store.state.landed == 0)
    #expect(store.runtime.droppedActions.map(\.origin) == [".landed"])
    #expect(store.runtime.takeIssues().isEmpty)
  }
}
