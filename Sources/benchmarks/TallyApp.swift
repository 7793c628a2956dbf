import Dependencies
import ReducerCore
import TextUI

/// The app the runner benchmarks drive: Add counts up, Note takes text, Fetch asks a server for a
/// number that arrives after 100ms.
struct TallyApp: Reducer {
  struct State: Equatable, Codable, Sendable {
    var total = 0
    var note = ""
    var remote: Int?
    var isFetching = false
  }

  enum Action: Equatable, Sendable, Decodable {
    case launched
    case addTapped
    case noteChanged(String)
    case fetchTapped
    case fetched(Int)
    case fetchFailed
  }

  @Dependency(\.tallyServer) var server

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .launched:
      return .none
    case .addTapped:
      state.total += 1
      return .none
    case .noteChanged(let note):
      state.note = note
      return .none
    case .fetchTapped:
      state.isFetching = true
      return .run { [server] send in
        await send(.fetched(try await server.fetch()))
      } catch: { _, send in
        await send(.fetchFailed)
      }
    case .fetched(let number):
      state.isFetching = false
      state.remote = number
      return .none
    case .fetchFailed:
      state.isFetching = false
      return .none
    }
  }

  static func screen(_ state: State) -> Screen<Action> {
    Screen("Tally") {
      Heading("Total: \(state.total)")
      TextField("Note", text: state.note) { .noteChanged($0) }
      Button("Add") { .addTapped }
      Button("Fetch", isDisabled: state.isFetching) { .fetchTapped }
      if let remote = state.remote {
        Text("Remote: \(remote)")
      }
    }
  }
}
