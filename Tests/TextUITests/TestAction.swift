import TextUI

/// The actions of the screens built in these tests.
enum TestAction: Equatable, Sendable {
  case tapped(String)
  case changed(String, to: String)
  case switched(String, to: Bool)
  case chose(String)
  case back
  case dismissed
  case child(ChildAction)
}

/// The actions of a child screen lifted into ``TestAction`` by ``TestAction/child(_:)``.
enum ChildAction: Equatable, Sendable {
  case tapped(String)
  case changed(String)
}

/// The message of the ``InteractionError`` `body` throws, or `nil` when it sends an action.
func errorMessage<Action>(_ body: () throws -> Action) -> String? {
  do {
    _ = try body()
    return nil
  } catch let error as InteractionError {
    return error.description
  } catch {
    return "not an interaction error: \(error)"
  }
}
