/// One choice of a ``Picker``: its visible label and the action choosing it sends.
public struct PickerOption<Action>: Sendable {
  @usableFromInline let label: String
  @usableFromInline let action: @Sendable () -> Action

  /// A choice labelled `label` sending `action()` when selected.
  public init(_ label: String, action: @escaping @Sendable () -> Action) {
    self.label = label
    self.action = action
  }

  @inlinable func map<NewAction>(
    _ transform: @escaping @Sendable (Action) -> NewAction
  ) -> PickerOption<NewAction> {
    let action = self.action
    return PickerOption<NewAction>(label, action: { transform(action()) })
  }
}
