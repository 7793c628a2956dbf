import CasePaths
import Dependencies
import PreferencesClient
import ReducerCore
import TeaCatalogClient

/// The Brew screen of one tea: a countdown of its steep on the injected clock, started with
/// "Start", stopped with "Stop", and "Your tea is ready" when it reaches zero.
public struct BrewFeature: Reducer {
  /// What the Brew screen shows.
  public struct State: Codable, Equatable, Sendable {
    /// The tea being brewed.
    public var tea: Tea
    /// How long it steeps, at the strength it was opened with.
    public var steepSeconds: Int
    /// The seconds left on the timer.
    public var remainingSeconds: Int
    /// Where the brew stands.
    public var phase: BrewPhase

    /// The Brew screen of `tea` at `strength`, its timer full and not started.
    public init(tea: Tea, strength: Strength) {
      self.tea = tea
      self.steepSeconds = strength.steepSeconds(for: tea)
      self.remainingSeconds = steepSeconds
      self.phase = .ready
    }
  }

  /// What happens on the Brew screen.
  @CasePathable
  public enum Action: Decodable, Equatable, Sendable {
    /// "Start" (or "Brew Again" once the tea is ready) was tapped: the timer starts full.
    case startButtonTapped
    /// "Stop" was tapped: the timer stops and is full again.
    case stopButtonTapped
    /// The back button was tapped; the parent closes the screen, which stops the timer.
    case backButtonTapped
    /// A second of the steep passed.
    case timerTicked
  }

  /// The identifiers of the effects a later action cancels.
  enum CancelID: Hashable, Sendable {
    case timer
  }

  @Dependency(\.continuousClock) var clock

  /// Makes the reducer.
  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .startButtonTapped:
      state.remainingSeconds = state.steepSeconds
      state.phase = .steeping
      return .run { [clock, seconds = state.steepSeconds] send in
        for _ in 0..<seconds {
          try await clock.sleep(for: .seconds(1))
          await send(.timerTicked)
        }
      }
      .cancellable(id: CancelID.timer, cancelInFlight: true)

    case .stopButtonTapped:
      state.remainingSeconds = state.steepSeconds
      state.phase = .ready
      return .cancel(id: CancelID.timer)

    case .backButtonTapped:
      return .none

    case .timerTicked:
      state.remainingSeconds -= 1
      if state.remainingSeconds == 0 {
        state.phase = .done
      }
      return .none
    }
  }
}

/// Where a brew stands.
public enum BrewPhase: String, Codable, Equatable, Sendable {
  /// The timer is full and not started.
  case ready
  /// The leaves are steeping: the timer counts down.
  case steeping
  /// The timer reached zero: the tea is ready.
  case done
}
