import Dependencies
import Foundation
import ReducerCore
import Synchronization
import Testing

@testable import SimulationRuntime

/// The runtime tells an effect's own task from its children through the Swift runtime's private
/// `swift_task_getCurrent`, for speed. These tests fail, saying what to do, the day that entry
/// point disappears or stops meaning "the task running now"; the public fallback must then keep
/// the runtime's behaviour, which every choice of ``TaskIdentity`` is checked to do.
@Suite struct TaskIdentityTests {
  static let moved = """
    Make '.unsafeCurrentTask' the default 'taskIdentity' in RuntimeConfiguration and remove the \
    declaration of swift_task_getCurrent from CTaskIdentity.
    """

  static func current(_ identity: TaskIdentity) -> UInt {
    UInt(bitPattern: identity.currentTask())
  }

  /// What the entry point answers on a new thread, outside any task.
  static func currentOnAThreadOfItsOwn() -> UInt {
    let answer = Mutex<UInt?>(nil)
    let done = DispatchSemaphore(value: 0)
    Thread {
      answer.withLock { $0 = current(.runtimeEntryPoint) }
      done.signal()
    }.start()
    done.wait()
    return answer.withLock { $0! }
  }

  @Test func theRuntimeEntryPointIsStillExported() {
    #expect(
      TaskIdentity.isRuntimeEntryPointAvailable,
      "The Swift runtime no longer exports swift_task_getCurrent; the runtime falls back to withUnsafeCurrentTask. \(Self.moved)"
    )
  }

  @Test(.enabled(if: TaskIdentity.isRuntimeEntryPointAvailable))
  func theRuntimeEntryPointStillNamesTheTaskRunningNow() async {
    let changed = "swift_task_getCurrent changed meaning: it no longer returns the task withUnsafeCurrentTask gives. \(Self.moved)"
    let task = Self.current(.runtimeEntryPoint)
    #expect(task != 0, "\(changed)")
    #expect(task == Self.current(.unsafeCurrentTask), "\(changed)")
    await Task.yield()
    #expect(Self.current(.runtimeEntryPoint) == task, "\(changed)")
    async let child = Self.current(.runtimeEntryPoint)
    let childTask = await child
    #expect(childTask != 0 && childTask != task, "\(changed)")
    #expect(Self.currentOnAThreadOfItsOwn() == 0, "\(changed)")
  }

  struct Sleepers: Reducer {
    struct State: Equatable { var log: [String] = [] }
    enum Action: Sendable { case start, stop, woke(String) }
    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        return .merge(
          .run { [clock] send in
            try await clock.sleep(for: .seconds(1))
            await send(.woke("root"))
            try await clock.sleep(for: .seconds(2))
            await send(.woke("root again"))
          },
          .run { [clock] send in
            async let child: Void = clock.sleep(for: .seconds(2))
            try await child
            await send(.woke("child"))
          }
        )
        .cancellable(id: "sleepers")
      case .stop:
        return .cancel(id: "sleepers")
      case .woke(let name):
        state.log.append(name)
        return .none
      }
    }
  }

  @Test(arguments: [TaskIdentity.runtimeEntryPoint, .unsafeCurrentTask, .none])
  func everyChoiceWakesAndCancelsSleepsAlike(identity: TaskIdentity) {
    let store = SimulationStore(
      initialState: Sleepers.State(), reducer: Sleepers(),
      configuration: RuntimeConfiguration(taskIdentity: identity))
    store.send(.start)
    store.advance(by: .seconds(2))
    #expect(store.state.log == ["root", "child"])
    store.send(.stop)
    #expect(store.runtime.pendingTimers.isEmpty)
    #expect(store.runtime.inFlightEffects.isEmpty)
    store.advance(by: .seconds(5))
    #expect(store.state.log == ["root", "child"])
  }
}
