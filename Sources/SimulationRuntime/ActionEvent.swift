/// An action the store processed, without the states: what a journey trace needs, at a fraction
/// of the cost of a ``ProcessedAction``.
public struct ActionEvent<Action> {
  /// The action.
  public var action: Action
  /// For an action an effect delivered, the action whose effect it was; `nil` for an action sent
  /// from outside. Describe it with ``ActionDescription/describe(_:)`` when a message needs it.
  public var originAction: (any Sendable)?
  /// The virtual time at which it was processed.
  public var time: Duration
}

extension ActionEvent: Sendable where Action: Sendable {}
