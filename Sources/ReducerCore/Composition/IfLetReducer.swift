import CasePaths
import IssueReporting

extension Reducer {
  /// Runs a child reducer on optional child state while it is non-`nil`, before this reducer.
  ///
  /// The child's effects are cancelled when its state becomes `nil`, so a child that goes away
  /// never delivers anything later. A child action that arrives while the state is `nil` is
  /// reported: it usually means an effect outlived the feature that started it.
  public func ifLet<ChildState, ChildAction, Child: Reducer>(
    _ toChildState: WritableKeyPath<State, ChildState?>,
    action toChildAction: CaseKeyPath<Action, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> then child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> IfLetReducer<Self, Child> where ChildState == Child.State, ChildAction == Child.Action {
    IfLetReducer(
      parent: self,
      child: child(),
      toChildState: OptionalStatePath(toChildState),
      toChildAction: AnyCasePath(toChildAction),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

extension Reducer where Action: CasePathable {
  /// Runs a child reducer on optional child state while it is non-`nil`, as
  /// ``Reducer/ifLet(_:action:then:fileID:filePath:line:column:)`` does, with the child's
  /// actions named by the case path of `Action.allCasePaths` at `casePath`, read once:
  ///
  /// ```swift
  /// .ifLet(\.login, casePath: \.login) { LoginFeature() }
  /// ```
  ///
  /// That case path matches the action's case itself, so finding the child's action in an
  /// action copies the child's action alone, where a case key path boxes the whole action and
  /// looks its case up by key path. A parent that composes many children asks each of them for
  /// every action.
  public func ifLet<ChildState, ChildAction, Child: Reducer>(
    _ toChildState: WritableKeyPath<State, ChildState?>,
    casePath: KeyPath<Action.AllCasePaths, AnyCasePath<Action, ChildAction>>,
    @ReducerBuilder<ChildState, ChildAction> then child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> IfLetReducer<Self, Child> where ChildState == Child.State, ChildAction == Child.Action {
    IfLetReducer(
      parent: self,
      child: child(),
      toChildState: OptionalStatePath(toChildState),
      toChildAction: Action.allCasePaths[keyPath: casePath],
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// A reducer that runs a child on optional state; see ``Reducer/ifLet(_:action:then:fileID:filePath:line:column:)``.
public struct IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let child: Child
  @usableFromInline let toChildState: OptionalStatePath<Parent.State, Child.State>
  @usableFromInline let toChildAction: AnyCasePath<Parent.Action, Child.Action>
  @usableFromInline let location: SourceLocation

  @usableFromInline
  init(
    parent: Parent,
    child: Child,
    toChildState: OptionalStatePath<Parent.State, Child.State>,
    toChildAction: AnyCasePath<Parent.Action, Child.Action>,
    location: SourceLocation
  ) {
    self.parent = parent
    self.child = child
    self.toChildState = toChildState
    self.toChildAction = toChildAction
    self.location = location
  }

  public typealias Composed = IfLetReducer<Parent.Composed, Child.Composed>

  @inlinable
  public func composed() -> IfLetReducer<Parent.Composed, Child.Composed> {
    IfLetReducer<Parent.Composed, Child.Composed>(
      parent: parent.composed(), child: child.composed(), toChildState: toChildState,
      toChildAction: toChildAction, location: location)
  }

  @inlinable
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    let childEffect = reduceChild(into: &state, action: action)
    let wasPresent = toChildState.isPresent(in: &state)
    let parentEffect = parent.reduce(into: &state, action: action)
    let cancellation: Effect<Parent.Action> =
      wasPresent && !toChildState.isPresent(in: &state)
      ? .cancel(id: ChildEffectID(toChildState.keyPath)) : .none
    return .merge(childEffect, parentEffect, cancellation)
  }

  @inlinable
  func reduceChild(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    guard toChildState.isPresent(in: &state) else {
      reportIssue(
        """
        An 'ifLet' at "\(location.fileID):\(location.line)" received a child action while its \
        state was nil:

          \(action)

        The child had already gone away. Cancel the child's effects when it is dismissed, or \
        send this action only while the child state is present.
        """,
        fileID: location.fileID, filePath: location.filePath,
        line: location.line, column: location.column
      )
      return .none
    }
    let toChildAction = self.toChildAction
    return child
      .reduce(into: &state[keyPath: toChildState.keyPath]!, action: childAction)
      .map { toChildAction.embed($0) }
      .cancellable(id: ChildEffectID(toChildState.keyPath))
  }
}
