import Dependencies
import ReducerCore

/// A small app for testing the command line: a person types a name and taps Greet; the greeting
/// comes from a server after a moment. The visit count comes from the journey's `given`.
struct GreeterApp: Reducer {
  struct State: Equatable, Codable, Sendable {
    var name = ""
    var greeting: String?
    var isGreeting = false
    var visits = 0
  }

  enum Action: Equatable, Sendable, Decodable {
    case launched
    case nameChanged(String)
    case greetTapped
    case greeted(String)
    case greetingFailed
    case visitsChanged(Int)
  }

  @Dependency(\.greeter) var greeter

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .launched:
      state.visits += 1
      return .none
    case .nameChanged(let name):
      state.name = name
      return .none
    case .greetTapped:
      state.isGreeting = true
      let name = state.name
      return .run { [greeter] send in
        await send(.greeted(try await greeter.greet(name)))
      } catch: { _, send in
        await send(.greetingFailed)
      }
    case .greeted(let greeting):
      state.isGreeting = false
      state.greeting = greeting
      return .none
    case .greetingFailed:
      state.isGreeting = false
      state.greeting = "No greeting today"
      return .none
    case .visitsChanged(let visits):
      state.visits = visits
      return .none
    }
  }
}
