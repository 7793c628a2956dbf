/// Builds a reducer from a list of reducers that run in order on the same state and action.
@resultBuilder
public enum ReducerBuilder<State, Action> {
  @inlinable
  public static func buildExpression<R: Reducer<State, Action>>(_ reducer: R) -> R {
    reducer
  }

  @inlinable
  public static func buildBlock() -> EmptyReducer<State, Action> {
    EmptyReducer()
  }

  @inlinable
  public static func buildPartialBlock<R: Reducer<State, Action>>(first: R) -> R {
    first
  }

  @inlinable
  public static func buildPartialBlock<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    accumulated: R0, next: R1
  ) -> Sequenced<R0, R1> {
    Sequenced(first: accumulated, second: next)
  }

  @inlinable
  public static func buildOptional<R: Reducer<State, Action>>(_ reducer: R?) -> Optional<R> {
    Optional(wrapped: reducer)
  }

  @inlinable
  public static func buildEither<First: Reducer<State, Action>, Second: Reducer<State, Action>>(
    first reducer: First
  ) -> Conditional<First, Second> {
    .first(reducer)
  }

  @inlinable
  public static func buildEither<First: Reducer<State, Action>, Second: Reducer<State, Action>>(
    second reducer: Second
  ) -> Conditional<First, Second> {
    .second(reducer)
  }

  @inlinable
  public static func buildLimitedAvailability<R: Reducer<State, Action>>(
    _ reducer: R
  ) -> Reduce<State, Action> {
    Reduce(reducer)
  }

  /// Two reducers run one after the other; their effects are merged.
  public struct Sequenced<R0: Reducer<State, Action>, R1: Reducer<State, Action>>: Reducer {
    @usableFromInline let first: R0
    @usableFromInline let second: R1

    @inlinable
    init(first: R0, second: R1) {
      self.first = first
      self.second = second
    }

    public typealias Composed = Sequenced<R0.Composed, R1.Composed>

    @inlinable
    public func composed() -> Sequenced<R0.Composed, R1.Composed> {
      Sequenced<R0.Composed, R1.Composed>(first: first.composed(), second: second.composed())
    }

    @inlinable
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
      first.reduce(into: &state, action: action)
        .merge(with: second.reduce(into: &state, action: action))
    }
  }

  /// A reducer that runs only when an `if` in the builder held.
  public struct Optional<Wrapped: Reducer<State, Action>>: Reducer {
    @usableFromInline let wrapped: Wrapped?

    @inlinable
    init(wrapped: Wrapped?) {
      self.wrapped = wrapped
    }

    public typealias Composed = Optional<Wrapped.Composed>

    @inlinable
    public func composed() -> Optional<Wrapped.Composed> {
      Optional<Wrapped.Composed>(wrapped: wrapped?.composed())
    }

    @inlinable
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
      wrapped?.reduce(into: &state, action: action) ?? .none
    }
  }

  /// One of two reducers, chosen by an `if`/`else` or a `switch` in the builder.
  public enum Conditional<First: Reducer<State, Action>, Second: Reducer<State, Action>>: Reducer {
    case first(First)
    case second(Second)

    public typealias Composed = Conditional<First.Composed, Second.Composed>

    @inlinable
    public func composed() -> Conditional<First.Composed, Second.Composed> {
      switch self {
      case .first(let reducer): .first(reducer.composed())
      case .second(let reducer): .second(reducer.composed())
      }
    }

    @inlinable
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch self {
      case .first(let reducer): reducer.reduce(into: &state, action: action)
      case .second(let reducer): reducer.reduce(into: &state, action: action)
      }
    }
  }
}
