import CasePaths

/// Runs a child reducer on a part of the parent's state, for the parent's actions that embed the
/// child's actions.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   Scope(state: \.settings, action: \.settings) {
///     SettingsFeature()
///   }
///   Reduce { state, action in ... }
/// }
/// ```
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  @usableFromInline let toChildState: WritableKeyPath<ParentState, Child.State>
  @usableFromInline let toChildAction: AnyCasePath<ParentAction, Child.Action>
  @usableFromInline let child: Child

  /// Scopes a child reducer to the state at a key path and the actions at a case key path.
  @inlinable
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = toChildState
    self.toChildAction = AnyCasePath(toChildAction)
    self.child = child()
  }

  @inlinable
  init(
    toChildState: WritableKeyPath<ParentState, Child.State>,
    toChildAction: AnyCasePath<ParentAction, Child.Action>,
    child: Child
  ) {
    self.toChildState = toChildState
    self.toChildAction = toChildAction
    self.child = child
  }

  public typealias Composed = Scope<ParentState, ParentAction, Child.Composed>

  @inlinable
  public func composed() -> Scope<ParentState, ParentAction, Child.Composed> {
    Scope<ParentState, ParentAction, Child.Composed>(
      toChildState: toChildState, toChildAction: toChildAction, child: child.composed())
  }

  @inlinable
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    let toChildAction = self.toChildAction
    return child
      .reduce(into: &state[keyPath: toChildState], action: childAction)
      .map { toChildAction.embed($0) }
  }
}
