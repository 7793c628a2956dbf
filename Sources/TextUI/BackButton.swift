/// The back button of a ``NavigationBar``: reached with ``Screen/back()``, not by its label.
@usableFromInline struct BackButton<Action>: Sendable {
  @usableFromInline let label: String
  @usableFromInline let action: @Sendable () -> Action

  @usableFromInline init(label: String, action: @escaping @Sendable () -> Action) {
    self.label = label
    self.action = action
  }

  @inlinable func map<NewAction>(
    _ transform: @escaping @Sendable (Action) -> NewAction
  ) -> BackButton<NewAction> {
    let action = self.action
    return BackButton<NewAction>(label: label, action: { transform(action()) })
  }
}
