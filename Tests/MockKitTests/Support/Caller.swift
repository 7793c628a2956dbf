import ReducerCore
import SimulationRuntime

/// A reducer whose effects run a call and record how it ended, so that tests can drive calls on a
/// deterministic runtime and watch virtual time.
struct Caller: Reducer {
  struct State: Equatable {
    var outcomes: [String] = []
  }

  enum Action: Sendable {
    case call(@Sendable () async throws -> String)
    case finished(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .call(let operation):
      return .run { send in
        do {
          await send(.finished(try await operation()))
        } catch {
          await send(.finished("failed: \(error)"))
        }
      }
    case .finished(let outcome):
      state.outcomes.append(outcome)
      return .none
    }
  }

  /// A store running this reducer on a fresh runtime.
  static func store() -> SimulationStore<Caller> {
    SimulationStore(initialState: State(), reducer: Caller())
  }
}
