import Dependencies
import Foundation
import ReducerCore

/// A small timer counter app, unrelated to the app under test, proving that any app plugs into
/// the runner through a host: Start ticks the count up every second on the clock, Stop stops it,
/// Reset asks first; the goal comes from a server at launch, Save sends the count to it, and the
/// count is kept on the device when the app goes to the background.
struct CounterApp: Reducer {
  struct State: Equatable, Codable, Sendable {
    var count = 0
    var step = 1
    var isRunning = false
    var label = ""
    var isSoundOn = false
    var goal: Int?
    var isOnline = true
    var saveStatus: String?
    var isConfirmingReset = false
    var isShowingHistory = false
    var isShowingAbout = false
    var history: [Int] = []
    /// When the app last launched, and the identifier it gave that launch.
    var launchedAt: Date?
    var launchID: UUID?
    /// A number drawn at random on each launch.
    var luckyNumber: Int?
  }

  enum Action: Equatable, Sendable, Decodable {
    case app(AppEvent)
    case counter(CounterEvent)
    case goal(GoalEvent)
    case save(SaveEvent)
    case navigation(NavigationEvent)
    case networkChanged(isOnline: Bool)
    case leakTapped
  }

  enum AppEvent: Equatable, Sendable, Decodable {
    case launched
    case backgrounded
    case foregrounded
    case terminating
  }

  enum CounterEvent: Equatable, Sendable, Decodable {
    case startTapped
    case stopTapped
    case tick
    case resetTapped
    case resetConfirmed
    case resetCancelled
    case stepSelected(Int)
    case setCount(Int)
    case labelChanged(String)
    case soundToggled(Bool)
  }

  enum GoalEvent: Equatable, Sendable, Decodable {
    case loaded(Int)
    case failed(String)
  }

  enum SaveEvent: Equatable, Sendable, Decodable {
    case tapped
    case finished(count: Int)
    case failed(String)
  }

  enum NavigationEvent: Equatable, Sendable, Decodable {
    case historyTapped
    case historyClosed
    case aboutTapped
    case aboutDismissed
  }

  enum CancelID: Hashable, Sendable {
    case ticking
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.date) var date
  @Dependency(\.uuid) var uuid
  @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator
  @Dependency(\.counterBackend) var backend
  @Dependency(\.counterDefaults) var defaults

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .app(.launched):
      state.launchedAt = date.now
      state.launchID = uuid()
      state.luckyNumber = withRandomNumberGenerator { Int.random(in: 1...1_000_000, using: &$0) }
      return fetchGoal()
    case .app(.foregrounded):
      return fetchGoal()
    case .app(.backgrounded):
      let count = state.count
      return .run { [defaults] _ in try defaults.saveCount(count) }
    case .app(.terminating):
      return .cancel(id: CancelID.ticking)
    case .counter(let event):
      return reduce(into: &state, event)
    case .goal(.loaded(let goal)):
      state.goal = goal
      return .none
    case .goal(.failed):
      state.goal = nil
      return .none
    case .save(let event):
      return reduce(into: &state, event)
    case .navigation(let event):
      reduce(into: &state, event)
      return .none
    case .networkChanged(let isOnline):
      state.isOnline = isOnline
      return .none
    case .leakTapped:
      return .run { _ in
        let (events, continuation) = AsyncStream.makeStream(of: Int.self)
        defer { continuation.finish() }
        for await _ in events {}
      }
    }
  }

  private func reduce(into state: inout State, _ event: CounterEvent) -> Effect<Action> {
    switch event {
    case .startTapped:
      state.isRunning = true
      return .run { [clock] send in
        while true {
          try await clock.sleep(for: .seconds(1))
          await send(.counter(.tick))
        }
      }
      .cancellable(id: CancelID.ticking, cancelInFlight: true)
    case .stopTapped:
      state.isRunning = false
      return .cancel(id: CancelID.ticking)
    case .tick:
      state.count += state.step
    case .resetTapped:
      state.isConfirmingReset = true
    case .resetConfirmed:
      state.history.append(state.count)
      state.count = 0
      state.isConfirmingReset = false
    case .resetCancelled:
      state.isConfirmingReset = false
    case .stepSelected(let step):
      state.step = step
    case .setCount(let count):
      state.count = count
    case .labelChanged(let label):
      state.label = label
    case .soundToggled(let isOn):
      state.isSoundOn = isOn
    }
    return .none
  }

  private func reduce(into state: inout State, _ event: SaveEvent) -> Effect<Action> {
    switch event {
    case .tapped:
      let count = state.count
      state.saveStatus = "Saving…"
      return .run { [backend] send in
        try await backend.save(count)
        await send(.save(.finished(count: count)))
      } catch: { error, send in
        await send(.save(.failed(String(describing: error))))
      }
    case .finished(let count):
      state.saveStatus = "Saved \(count)"
    case .failed:
      state.saveStatus = "Could not save"
    }
    return .none
  }

  private func reduce(into state: inout State, _ event: NavigationEvent) {
    switch event {
    case .historyTapped: state.isShowingHistory = true
    case .historyClosed: state.isShowingHistory = false
    case .aboutTapped: state.isShowingAbout = true
    case .aboutDismissed: state.isShowingAbout = false
    }
  }

  private func fetchGoal() -> Effect<Action> {
    .run { [backend] send in
      await send(.goal(.loaded(try await backend.fetchGoal())))
    } catch: { error, send in
      await send(.goal(.failed(String(describing: error))))
    }
  }
}
