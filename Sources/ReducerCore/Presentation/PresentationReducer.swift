import CasePaths

extension Reducer {
  /// Runs a presented child feature (a sheet or a pushed screen) while its state is non-`nil`.
  ///
  /// `.presented` actions run the child before this reducer; `.dismiss` sets the state to `nil`
  /// after this reducer has seen it. When the state becomes `nil`, for whatever reason, the
  /// child's running effects are cancelled.
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresented: WritableKeyPath<State, DestinationState?>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> PresentationReducer<Self, Destination>
  where DestinationState == Destination.State, DestinationAction == Destination.Action {
    PresentationReducer(
      parent: self,
      destination: destination(),
      toPresented: OptionalStatePath(toPresented),
      toPresentationAction: AnyCasePath(toPresentationAction),
      dismissesAfterEveryAction: false
    )
  }

  /// Presents an alert: any answer to it, or its dismissal, sets its state to `nil` after this
  /// reducer has handled the answer.
  public func ifLet<AlertAction>(
    _ toAlert: WritableKeyPath<State, AlertState<AlertAction>?>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<AlertAction>>
  ) -> PresentationReducer<Self, EmptyReducer<AlertState<AlertAction>, AlertAction>> {
    PresentationReducer(
      parent: self,
      destination: EmptyReducer(),
      toPresented: OptionalStatePath(toAlert),
      toPresentationAction: AnyCasePath(toPresentationAction),
      dismissesAfterEveryAction: true
    )
  }

  /// Presents a confirmation dialog: any answer to it, or its dismissal, sets its state to `nil`
  /// after this reducer has handled the answer.
  public func ifLet<DialogAction>(
    _ toDialog: WritableKeyPath<State, ConfirmationDialogState<DialogAction>?>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DialogAction>>
  ) -> PresentationReducer<Self, EmptyReducer<ConfirmationDialogState<DialogAction>, DialogAction>> {
    PresentationReducer(
      parent: self,
      destination: EmptyReducer(),
      toPresented: OptionalStatePath(toDialog),
      toPresentationAction: AnyCasePath(toPresentationAction),
      dismissesAfterEveryAction: true
    )
  }
}

extension Reducer where Action: CasePathable {
  /// Runs a presented child feature (a sheet or a pushed screen) while its state is non-`nil`, as
  /// ``Reducer/ifLet(_:action:destination:fileID:filePath:line:column:)`` does, with its actions
  /// named by the case path of `Action.allCasePaths` at `casePath`, read once, which finds them
  /// in an action without boxing the action (see
  /// ``Reducer/ifLet(_:casePath:then:fileID:filePath:line:column:)``).
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresented: WritableKeyPath<State, DestinationState?>,
    casePath: KeyPath<Action.AllCasePaths, AnyCasePath<Action, PresentationAction<DestinationAction>>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination
  ) -> PresentationReducer<Self, Destination>
  where DestinationState == Destination.State, DestinationAction == Destination.Action {
    PresentationReducer(
      parent: self,
      destination: destination(),
      toPresented: OptionalStatePath(toPresented),
      toPresentationAction: Action.allCasePaths[keyPath: casePath],
      dismissesAfterEveryAction: false
    )
  }
}

/// A reducer that runs a presented feature; see ``Reducer/ifLet(_:action:destination:fileID:filePath:line:column:)``.
public struct PresentationReducer<Parent: Reducer, Destination: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let destination: Destination
  @usableFromInline let toPresented: OptionalStatePath<Parent.State, Destination.State>
  @usableFromInline let toPresentationAction: AnyCasePath<Parent.Action, PresentationAction<Destination.Action>>
  @usableFromInline let dismissesAfterEveryAction: Bool

  @usableFromInline
  init(
    parent: Parent,
    destination: Destination,
    toPresented: OptionalStatePath<Parent.State, Destination.State>,
    toPresentationAction: AnyCasePath<Parent.Action, PresentationAction<Destination.Action>>,
    dismissesAfterEveryAction: Bool
  ) {
    self.parent = parent
    self.destination = destination
    self.toPresented = toPresented
    self.toPresentationAction = toPresentationAction
    self.dismissesAfterEveryAction = dismissesAfterEveryAction
  }

  public typealias Composed = PresentationReducer<Parent.Composed, Destination.Composed>

  @inlinable
  public func composed() -> PresentationReducer<Parent.Composed, Destination.Composed> {
    PresentationReducer<Parent.Composed, Destination.Composed>(
      parent: parent.composed(), destination: destination.composed(), toPresented: toPresented,
      toPresentationAction: toPresentationAction,
      dismissesAfterEveryAction: dismissesAfterEveryAction)
  }

  @inlinable
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    let presentationAction = toPresentationAction.extract(from: action)
    let wasPresented = toPresented.isPresent(in: &state)
    var destinationEffect = Effect<Parent.Action>.none
    if case .presented(let destinationAction) = presentationAction, wasPresented {
      let toPresentationAction = self.toPresentationAction
      destinationEffect = destination
        .reduce(into: &state[keyPath: toPresented.keyPath]!, action: destinationAction)
        .map { toPresentationAction.embed(.presented($0)) }
        .cancellable(id: ChildEffectID(toPresented.keyPath))
    }
    let parentEffect = parent.reduce(into: &state, action: action)
    switch presentationAction {
    case .dismiss:
      state[keyPath: toPresented.keyPath] = nil
    case .presented where dismissesAfterEveryAction:
      state[keyPath: toPresented.keyPath] = nil
    case .presented, nil:
      break
    }
    let cancellation: Effect<Parent.Action> =
      wasPresented && !toPresented.isPresent(in: &state)
      ? .cancel(id: ChildEffectID(toPresented.keyPath)) : .none
    return .merge(destinationEffect, parentEffect, cancellation)
  }
}
