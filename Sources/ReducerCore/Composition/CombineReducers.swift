/// Runs several reducers on the same state and action, in order, merging their effects.
///
/// Useful to group reducers before applying an operator such as ``Reducer/ifLet(_:action:then:fileID:filePath:line:column:)``
/// to all of them.
public struct CombineReducers<State, Action, Reducers: Reducer<State, Action>>: Reducer {
  @usableFromInline
  let reducers: Reducers

  /// Combines the reducers the builder lists.
  @inlinable
  public init(@ReducerBuilder<State, Action> _ build: () -> Reducers) {
    self.reducers = build()
  }

  public typealias Composed = Reducers.Composed

  /// The composition of the combined reducers: combining adds nothing once they are composed.
  @inlinable
  public func composed() -> Reducers.Composed {
    reducers.composed()
  }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reducers.reduce(into: &state, action: action)
  }
}
