/// An action the store processed, with the state before and after, for observers such as a test
/// store or a journey trace.
public struct ProcessedAction<State, Action> {
  /// Where an action came from.
  public enum Source: Hashable, Sendable {
    /// Sent from outside: a person, a test, a journey step.
    case sent
    /// Delivered by an effect of the described action.
    case effect(origin: String)
  }

  /// The action.
  public var action: Action
  /// Where it came from.
  public var source: Source
  /// The state before the reducer ran.
  public var stateBefore: State
  /// The state after the reducer ran.
  public var stateAfter: State
  /// The virtual time at which it was processed.
  public var time: Duration
}

extension ProcessedAction: Sendable where State: Sendable, Action: Sendable {}
