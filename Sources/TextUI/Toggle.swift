/// A switch that is on or off. Renders as `toggle "Notifications" [on]` or `[off]`.
///
/// Flipping it sends `onChange` with the new state.
public struct Toggle<Action>: ElementConvertible, Sendable {
  @usableFromInline let label: String
  @usableFromInline let id: String?
  @usableFromInline let isOn: Bool
  @usableFromInline let isDisabled: Bool
  @usableFromInline let onChange: @Sendable (Bool) -> Action

  /// A switch labelled `label`, currently `isOn`.
  /// - Parameters:
  ///   - label: The switch's visible label, by which interactions address it.
  ///   - id: A stable id telling apart elements with the same label.
  ///   - isOn: The current state.
  ///   - isDisabled: Whether flipping is refused.
  ///   - onChange: The action for the new state.
  public init(
    _ label: String,
    id: String? = nil,
    isOn: Bool,
    isDisabled: Bool = false,
    onChange: @escaping @Sendable (Bool) -> Action
  ) {
    self.label = label
    self.id = id
    self.isOn = isOn
    self.isDisabled = isDisabled
    self.onChange = onChange
  }

  /// The switch as an element.
  @inlinable public var element: Element<Action> { Element(.toggle(map { $0 })) }

  @inlinable func map<NewAction>(_ transform: @escaping @Sendable (Action) -> NewAction) -> Toggle<NewAction> {
    let onChange = self.onChange
    return Toggle<NewAction>(
      label, id: id, isOn: isOn, isDisabled: isDisabled, onChange: { transform(onChange($0)) }
    )
  }
}
