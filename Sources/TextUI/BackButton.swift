/// The back button of a ``NavigationBar``: reached with ``Screen/back()``, not by its label.
struct BackButton<Action>: Sendable {
  let label: String
  let action: @Sendable () -> Action

  func map<NewAction>(
    _ transform: @escaping @Sendable (Action) -> NewAction
  ) -> BackButton<NewAction> {
    let action = self.action
    return BackButton<NewAction>(label: label, action: { transform(action()) })
  }
}
