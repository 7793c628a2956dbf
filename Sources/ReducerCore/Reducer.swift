/// A type that evolves a feature's state when an action happens and describes the effects that
/// should run as a result.
///
/// Conform either by implementing ``reduce(into:action:)`` or by composing other reducers in
/// ``body``:
///
/// ```swift
/// struct Counter: Reducer {
///   struct State: Equatable { var count = 0 }
///   enum Action { case incrementButtonTapped }
///
///   func reduce(into state: inout State, action: Action) -> Effect<Action> {
///     switch action {
///     case .incrementButtonTapped:
///       state.count += 1
///       return .none
///     }
///   }
/// }
/// ```
public protocol Reducer<State, Action> {
  /// The state the reducer evolves.
  associatedtype State

  /// The actions the reducer handles.
  associatedtype Action

  /// The type of the reducer's composed ``body``; `Never` for reducers that implement
  /// ``reduce(into:action:)`` directly.
  associatedtype Body

  /// Evolves `state` for `action` and returns the effect to run as a result.
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// The reducers this reducer is composed of.
  @ReducerBuilder<State, Action>
  var body: Body { get }

  /// This reducer as a store runs it: its ``body`` read once and every child composed the same
  /// way, so that handling an action builds no reducer, key path or case path.
  associatedtype Composed: Reducer<State, Action>

  /// This reducer with its ``body``, and its children's, read once.
  ///
  /// A store calls it once and reduces every action with the result. A reducer that implements
  /// ``reduce(into:action:)`` directly is its own composition; one that holds other reducers
  /// (as ``Scope`` and ``Reducer/ifLet(_:action:then:fileID:filePath:line:column:)`` do)
  /// returns itself holding their compositions. `@Dependency` values are read when an action
  /// is handled, as before, never when composing.
  func composed() -> Composed
}

extension Reducer {
  /// A reducer that implements ``reduce(into:action:)`` directly has nothing to compose.
  @inlinable
  public func composed() -> Self {
    self
  }
}

extension Reducer where Body == Never {
  /// A reducer that implements ``reduce(into:action:)`` has no body.
  public var body: Body {
    fatalError(
      """
      '\(Self.self)' has no body: it implements 'reduce(into:action:)' directly, which is what \
      runs it. Call 'reduce(into:action:)' instead of reading 'body'.
      """
    )
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// The composition of ``body``, read once.
  @inlinable
  public func composed() -> Body.Composed {
    body.composed()
  }

  /// Runs the reducers of ``body``, read anew: a store runs ``composed()`` instead.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    body.reduce(into: &state, action: action)
  }
}

/// A reducer of some state and action types, for use in `some ReducerOf<Feature>`.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>
