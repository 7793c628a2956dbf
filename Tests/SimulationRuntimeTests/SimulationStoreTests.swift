import CasePaths
import Dependencies
import Foundation
import ReducerCore
import Testing

@testable import SimulationRuntime

@Suite struct SimulationStoreTests {
  @Test func effectsRunOnlyWhenTheStoreDrivesThem() {
    let store = SimulationStore(initialState: TimerFeature.State(), reducer: TimerFeature())
    store.send(.startTimer(id: 1, after: .zero))
    #expect(store.state.log == ["fired 1"])
  }

  @Test func timersWithEqualDeadlinesFireInRegistrationOrder() {
    let store = SimulationStore(initialState: TimerFeature.State(), reducer: TimerFeature())
    store.send(.startTimer(id: 3, after: .seconds(1)))
    store.send(.startTimer(id: 1, after: .seconds(1)))
    store.send(.startTimer(id: 2, after: .milliseconds(500)))
    store.advance(by: .seconds(1))
    #expect(store.state.log == ["fired 2", "fired 3", "fired 1"])
  }

  @Test func aCancelledTimerNeverDeliversAndLeavesNothingPending() {
    let store = SimulationStore(initialState: TimerFeature.State(), reducer: TimerFeature())
    store.send(.startTimer(id: 1, after: .seconds(1)))
    #expect(store.runtime.pendingTimers.count == 1)
    store.send(.cancelTimer(id: 1))
    #expect(store.runtime.pendingTimers.isEmpty)
    #expect(store.runtime.inFlightEffects.isEmpty)
    store.advance(by: .seconds(10))
    #expect(store.state.log == [])
  }

  @Test func advanceToNextTimerMovesTimeToTheEarliestDeadline() {
    let store = SimulationStore(initialState: TimerFeature.State(), reducer: TimerFeature())
    store.send(.startTimer(id: 1, after: .seconds(5)))
    store.send(.startTimer(id: 2, after: .seconds(2)))
    #expect(store.advanceToNextTimer())
    #expect(store.runtime.elapsed == .seconds(2))
    #expect(store.state.log == ["fired 2"])
    #expect(store.advanceToNextTimer())
    #expect(store.runtime.elapsed == .seconds(5))
    #expect(!store.advanceToNextTimer())
  }

  @Test func theNextTimerDeadlineIsThatOfTheEarliestPendingTimer() {
    let store = SimulationStore(initialState: TimerFeature.State(), reducer: TimerFeature())
    #expect(store.runtime.nextTimerDeadline == nil)
    store.send(.startTimer(id: 1, after: .seconds(5)))
    store.send(.startTimer(id: 2, after: .seconds(2)))
    store.send(.startTimer(id: 3, after: .seconds(1)))
    store.send(.cancelTimer(id: 3))
    #expect(store.runtime.nextTimerDeadline == .seconds(2))
    #expect(store.runtime.nextTimerDeadline == store.runtime.pendingTimers.map(\.deadline).min())
    store.advance(by: .seconds(3))
    #expect(store.runtime.nextTimerDeadline == .seconds(5))
    store.advance(by: .seconds(2))
    #expect(store.runtime.nextTimerDeadline == nil)
  }

  @Test func settleRunsTimersUpToItsLimit() {
    let store = SimulationStore(initialState: TimerFeature.State(), reducer: TimerFeature())
    store.send(.startTimer(id: 1, after: .seconds(5)))
    store.send(.startTimer(id: 2, after: .seconds(50)))
    #expect(!store.settle(limit: .seconds(10)))
    #expect(store.state.log == ["fired 1"])
    #expect(store.settle(limit: .seconds(100)))
    #expect(store.state.log == ["fired 1", "fired 2"])
    #expect(store.runtime.elapsed == .seconds(50))
  }

  @Test func inFlightWorkIsListed() {
    let store = SimulationStore(initialState: TimerFeature.State(), reducer: TimerFeature())
    store.send(.startTicking)
    store.advance(by: .milliseconds(1_500))
    #expect(
      store.runtime.inFlightEffects.map(\.description) == [
        "effect of .startTicking, started at 0s (cancellable by .ticking), waiting on the clock"
      ])
    #expect(
      store.runtime.pendingTimers.map(\.description) == ["timer at 2s from effect of .startTicking"])
    store.cancelAllEffects()
    #expect(!store.runtime.hasPendingWork)
  }

  @Test func dependenciesFollowVirtualTime() {
    struct Clocked: Reducer {
      struct State: Equatable { var dates: [Date] = []; var ids: [UUID] = []; var rolls: [Int] = [] }
      enum Action: Sendable { case tapped }
      @Dependency(\.date.now) var now
      @Dependency(\.uuid) var uuid
      @Dependency(\.withRandomNumberGenerator) var random
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.dates.append(now)
        state.ids.append(uuid())
        state.rolls.append(random { Int.random(in: 1...6, using: &$0) })
        return .none
      }
    }
    func run() -> Clocked.State {
      let store = SimulationStore(
        initialState: Clocked.State(), reducer: Clocked(),
        configuration: RuntimeConfiguration(seed: 42))
      store.send(.tapped)
      store.advance(by: .seconds(90))
      store.send(.tapped)
      return store.state
    }
    let state = run()
    #expect(state.dates.map { $0.timeIntervalSince1970 } == [1_767_225_600, 1_767_225_690])
    #expect(state.ids.map(\.uuidString) == [
      "00000000-0000-0000-0000-000000000000", "00000000-0000-0000-0000-000000000001",
    ])
    #expect(run() == state)
  }

  @Test func aStoreRunningAnotherStoresCompositionReadsItsOwnDependencies() {
    struct Stamped: Reducer {
      struct State: Equatable { var dates: [Date] = []; var ids: [UUID] = []; var woke = 0 }
      enum Action: Sendable { case tapped, wake, woke }
      @Dependency(\.date.now) var now
      @Dependency(\.uuid) var uuid
      @Dependency(\.continuousClock) var clock

      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .tapped:
            state.dates.append(now)
            state.ids.append(uuid())
            return .none
          case .wake:
            return .run { [clock] send in
              try await clock.sleep(for: .seconds(1))
              await send(.woke)
            }
          case .woke:
            state.woke += 1
            return .none
          }
        }
      }
    }
    let first = SimulationStore(initialState: Stamped.State(), reducer: Stamped())
    first.advance(by: .seconds(60))
    first.send(.tapped)
    let second = SimulationStore<Stamped>(
      initialState: Stamped.State(), composedReducer: first.composedReducer,
      configuration: RuntimeConfiguration(epoch: Date(timeIntervalSince1970: 0)))
    second.send(.tapped)
    second.send(.wake)
    #expect(first.runtime.pendingTimers.isEmpty)
    #expect(second.runtime.pendingTimers.count == 1)
    second.advance(by: .seconds(1))
    #expect(second.state == Stamped.State(dates: [Date(timeIntervalSince1970: 0)], ids: [UUID(0)], woke: 1))
    #expect(first.state.ids == [UUID(0)])
  }

  @Test func cancellingWakesSleepersInChildTasksToo() {
    struct Group: Reducer {
      struct State: Equatable { var log: [String] = [] }
      enum Action: Sendable { case start, stop, woke(String) }
      @Dependency(\.continuousClock) var clock

      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .start:
          return .merge(
            .run { [clock] send in
              try await clock.sleep(for: .seconds(1))
              await send(.woke("a"))
            },
            .run { [clock] send in
              async let later: Void = clock.sleep(for: .seconds(2))
              try await later
              await send(.woke("b"))
            }
          )
          .cancellable(id: "group")
        case .stop:
          return .cancel(id: "group")
        case .woke(let name):
          state.log.append(name)
          return .none
        }
      }
    }
    let store = SimulationStore(initialState: Group.State(), reducer: Group())
    store.send(.start)
    #expect(store.runtime.pendingTimers.count == 2)
    store.send(.stop)
    #expect(!store.runtime.hasPendingWork)
    store.advance(by: .seconds(5))
    #expect(store.state.log == [])
  }

  @Test func anIdentifierCancelsOnlyWhatWasRegisteredUnderAnEqualOne() {
    enum First: Hashable, Sendable { case a, b }
    enum Second: Hashable, Sendable { case a }
    class Identifier: Hashable, @unchecked Sendable {
      let value: Int
      init(_ value: Int) { self.value = value }
      static func == (lhs: Identifier, rhs: Identifier) -> Bool { lhs.value == rhs.value }
      func hash(into hasher: inout Hasher) { hasher.combine(value) }
    }
    final class Refined: Identifier, @unchecked Sendable {}
    struct Sleepers: Reducer {
      struct State: Equatable { var woke: [String] = [] }
      enum Action: Sendable { case start, cancelFirstA, cancelRefined, woke(String) }
      @Dependency(\.continuousClock) var clock

      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .start:
          return .merge(
            sleep("first.a").cancellable(id: First.a), sleep("first.b").cancellable(id: First.b),
            sleep("second.a").cancellable(id: Second.a),
            sleep("identifier").cancellable(id: Identifier(1)))
        case .cancelFirstA:
          return .cancel(id: First.a)
        case .cancelRefined:
          return .cancel(id: Refined(1))
        case .woke(let name):
          state.woke.append(name)
          return .none
        }
      }

      func sleep(_ name: String) -> Effect<Action> {
        .run { [clock] send in
          try await clock.sleep(for: .seconds(1))
          await send(.woke(name))
        }
      }
    }
    let store = SimulationStore(initialState: Sleepers.State(), reducer: Sleepers())
    store.send(.start)
    // The first cases of two enumerations hash alike, yet are different identifiers; an instance
    // of a subclass is compared as its superclass, equal by value.
    store.send(.cancelFirstA)
    store.send(.cancelRefined)
    store.advance(by: .seconds(1))
    #expect(store.state.woke == ["first.b", "second.a"])
  }
}
