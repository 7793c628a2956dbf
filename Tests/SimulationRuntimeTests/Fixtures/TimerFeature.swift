import CasePaths
import Dependencies
import ReducerCore

/// A small feature exercising timers, debounce and cancellation on the virtual clock.
struct TimerFeature: Reducer {
  struct State: Equatable, Sendable {
    var ticks = 0
    var log: [String] = []
    var query = ""
    var searched: [String] = []
  }

  @CasePathable
  enum Action: Equatable, Sendable {
    case startTimer(id: Int, after: Duration)
    case timerFired(id: Int)
    case cancelTimer(id: Int)
    case queryChanged(String)
    case search(String)
    case startTicking
    case tick
    case stopTicking
  }

  enum CancelID: Hashable, Sendable {
    case timer(Int)
    case search
    case ticking
  }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .startTimer(let id, let delay):
      return .run { [clock] send in
        try await clock.sleep(for: delay)
        await send(.timerFired(id: id))
      }
      .cancellable(id: CancelID.timer(id))
    case .timerFired(let id):
      state.log.append("fired \(id)")
      return .none
    case .cancelTimer(let id):
      return .cancel(id: CancelID.timer(id))
    case .queryChanged(let query):
      state.query = query
      return .run { [clock] send in
        try await clock.sleep(for: .milliseconds(300))
        await send(.search(query))
      }
      .cancellable(id: CancelID.search, cancelInFlight: true)
    case .search(let query):
      state.searched.append(query)
      return .none
    case .startTicking:
      return .run { [clock] send in
        while true {
          try await clock.sleep(for: .seconds(1))
          await send(.tick)
        }
      }
      .cancellable(id: CancelID.ticking)
    case .tick:
      state.ticks += 1
      return .none
    case .stopTicking:
      return .cancel(id: CancelID.ticking)
    }
  }
}
