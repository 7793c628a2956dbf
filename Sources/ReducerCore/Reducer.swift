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
  /// Runs the reducers of ``body``.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    body.reduce(into: &state, action: action)
  }
}

/// A reducer of some state and action types, for use in `some ReducerOf<Feature>`.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>
