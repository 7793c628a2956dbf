/// A reducer made from a closure, for a feature's own logic inside a ``Reducer/body``.
public struct Reduce<State, Action>: Reducer {
  @usableFromInline
  let reduce: (inout State, Action) -> Effect<Action>

  /// Makes a reducer from a closure that evolves state and returns an effect.
  @inlinable
  public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
    self.reduce = reduce
  }

  /// Erases the type of another reducer of the same state and action.
  /// Runs `reducer`, composed once.
  @inlinable
  public init<R: Reducer<State, Action>>(_ reducer: R) {
    self.reduce = reducer.composed().reduce(into:action:)
  }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reduce(&state, action)
  }
}
