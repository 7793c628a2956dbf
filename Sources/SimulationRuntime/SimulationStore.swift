import Dependencies
import IssueReporting
import ReducerCore

/// A store that runs a reducer and its effects on a deterministic ``Runtime``: a virtual clock,
/// one thread, and no work in the background.
///
/// Every public method is one *step*: it does its part (sends an action, moves time) and then runs
/// until idle: every job, every action effects deliver, and every timer due by then. The same
/// calls give the same order of actions, timers and state changes on every run.
public final class SimulationStore<R: Reducer>: @unchecked Sendable where R.Action: Sendable {
  /// The scheduler, clock and effect bookkeeping.
  public let runtime: Runtime
  /// The current state.
  public private(set) var state: R.State
  /// The dependencies reducers and effects see.
  public let dependencies: DependencyValues
  /// Called with every processed action, in order.
  public var actionObserver: ((ProcessedAction<R.State, R.Action>) -> Void)?
  /// Called with every processed action, in order, without the states; cheaper than
  /// ``actionObserver`` when the states are not needed.
  public var actionListener: ((ActionEvent<R.Action>) -> Void)?
  /// How many times the reducer returned an effect other than `.none` (one that runs, sends,
  /// cancels or merges effects), counted as it returns it, before the effect starts: an action
  /// whose processing leaves the count as it was started no effect.
  public private(set) var effectsReturned = 0

  /// The reducer, composed once for every action the store handles, which a store of the same
  /// app launched again can run too (see
  /// ``init(initialState:composedReducer:configuration:prepareDependencies:)``).
  public let composedReducer: R.Composed
  private let pipeline: EffectPipeline<R.Action>
  /// The action the reducer is handling now, while ``isReducing``, in memory of its own: an
  /// optional of a generic type is looked up at every access.
  private let actionBeingReduced = UnsafeMutablePointer<R.Action>.allocate(capacity: 1)
  /// Whether the reducer is handling an action, ``actionBeingReduced``.
  private var isReducing = false

  /// Makes a store.
  ///
  /// - Parameters:
  ///   - initialState: The state to start from.
  ///   - reducer: The reducer to run.
  ///   - configuration: The runtime's epoch, seed and bounds.
  ///   - prepareDependencies: Overrides of the dependencies, applied after the runtime has
  ///     installed its clock, date, UUID and random number generator.
  public convenience init(
    initialState: R.State,
    reducer: R,
    configuration: RuntimeConfiguration = RuntimeConfiguration(),
    prepareDependencies: (inout DependencyValues) -> Void = { _ in }
  ) {
    self.init(
      initialState: initialState, configuration: configuration,
      prepareDependencies: prepareDependencies
    ) { dependencies in
      withDependencies { $0 = dependencies } operation: { reducer.composed() }
    }
  }

  /// Makes a store that runs a reducer composed already: another store's ``composedReducer``, as
  /// when the same app launches again, without reading every body anew.
  ///
  /// The reducer's `@Dependency` values are this store's, read as it handles each action, as
  /// those of a reducer it composes itself are; only a value a body read while composing, rather
  /// than while handling an action, stays the one read then.
  ///
  /// - Parameters:
  ///   - initialState: The state to start from.
  ///   - composedReducer: The composed reducer to run.
  ///   - configuration: The runtime's epoch, seed and bounds.
  ///   - prepareDependencies: Overrides of the dependencies, applied after the runtime has
  ///     installed its clock, date, UUID and random number generator.
  public convenience init(
    initialState: R.State,
    composedReducer: R.Composed,
    configuration: RuntimeConfiguration = RuntimeConfiguration(),
    prepareDependencies: (inout DependencyValues) -> Void = { _ in }
  ) {
    self.init(
      initialState: initialState, configuration: configuration,
      prepareDependencies: prepareDependencies, compose: { _ in composedReducer })
  }

  /// Makes a store whose reducer `compose` makes from the store's dependencies.
  private init(
    initialState: R.State,
    configuration: RuntimeConfiguration,
    prepareDependencies: (inout DependencyValues) -> Void,
    compose: (DependencyValues) -> R.Composed
  ) {
    let runtime = Runtime(configuration: configuration)
    var dependencies = DependencyValues._current
    runtime.install(into: &dependencies)
    prepareDependencies(&dependencies)
    self.runtime = runtime
    self.state = initialState
    self.composedReducer = compose(dependencies)
    self.dependencies = dependencies
    self.pipeline = EffectPipeline(runtime: runtime, dependencies: dependencies)
    // The runtime asks only during a step of this store, which the store outlives; a weak
    // reference would move the store's counts to a side table, where each retain and release of
    // the store takes a slower path.
    runtime.describeActionBeingReduced = { [unowned(unsafe) self] in
      guard self.isReducing else { return nil }
      return ActionDescription.describe(self.actionBeingReduced.pointee)
    }
  }

  deinit {
    actionBeingReduced.deallocate()
  }

  // MARK: Steps

  /// Sends an action, then runs until idle at the current virtual time.
  public func send(_ action: R.Action) {
    step {
      pipeline.enqueue(action)
      run(notAfter: runtime.timers.now)
    }
  }

  /// Runs every job, action and timer due at the current virtual time.
  public func runUntilIdle() {
    step { run(notAfter: runtime.timers.now) }
  }

  /// Moves virtual time forward by `duration`, waking every timer due on the way in order.
  public func advance(by duration: Duration) {
    precondition(duration >= .zero, "Time cannot move backward: advance(by: \(duration))")
    advance(to: runtime.timers.now.advanced(by: duration))
  }

  /// Moves virtual time forward to `instant`, waking every timer due on the way in order.
  public func advance(to instant: VirtualInstant) {
    step {
      run(notAfter: instant)
      runtime.timers.move(to: instant)
      run(notAfter: instant)
    }
  }

  /// Moves virtual time to the earliest pending timer and runs until idle there; returns false if
  /// no timer was pending.
  @discardableResult
  public func advanceToNextTimer() -> Bool {
    guard let deadline = runtime.timers.nextDeadline else { return false }
    advance(to: deadline)
    return true
  }

  /// Runs until no timer is pending, moving virtual time from timer to timer, but not past
  /// `limit` from now; returns whether everything settled within it.
  @discardableResult
  public func settle(limit: Duration) -> Bool {
    let deadline = runtime.timers.now.advanced(by: limit)
    step { run(notAfter: deadline) }
    return runtime.timers.nextDeadline == nil
  }

  /// Cancels every effect in flight and lets them wind down, as when the app terminates.
  public func cancelAllEffects() {
    step {
      runtime.cancelAll()
      run(notAfter: runtime.timers.now)
    }
  }

  // MARK: Running

  /// Runs one step: what `reportIssue` reports during it, in the reducer or in effects it
  /// starts, becomes the runtime's issue.
  private func step(_ body: () -> Void) {
    withIssueReporters(runtime.issueReporters) {
      runtime.beginStep()
      body()
      runtime.endStep()
    }
  }

  private func run(notAfter limit: VirtualInstant) {
    while true {
      if runtime.runNextJob() { continue }
      if runtime.isHalted {
        pipeline.removeAllQueued()
        return
      }
      if pipeline.hasWaiting {
        var delivery = ActionDelivery.sent
        let action = pipeline.dequeue(&delivery)
        process(action, delivery)
        continue
      }
      if runtime.wakeNextTimer(notAfter: limit) { continue }
      return
    }
  }

  /// Processes `action`, which came to the queue as `delivery`.
  private func process(_ action: R.Action, _ delivery: ActionDelivery) {
    if delivery.tokens.contains(where: \.isCancelled) { return }
    if let origin = delivery.origin, !runtime.countAction(from: origin) { return }
    let effect = actionObserver == nil ? reduce(action) : reduceObserved(action, delivery)
    if let actionListener {
      tell(actionListener, about: action, delivery)
    }
    pipeline.start(effect, for: action)
  }

  /// Runs the reducer on `action`, counting the effect it returns.
  private func reduce(_ action: R.Action) -> Effect<R.Action> {
    actionBeingReduced.initialize(to: action)
    isReducing = true
    let effect = DependencyValues.$_current.withValue(dependencies) {
      composedReducer.reduce(into: &state, action: action)
    }
    isReducing = false
    actionBeingReduced.deinitialize(count: 1)
    if !effect.isNone { effectsReturned += 1 }
    return effect
  }

  /// ``reduce(_:)``, then ``actionObserver`` told of the action with the states before and after.
  ///
  /// This and ``tell(_:about:_:)`` are kept out of ``process(_:_:)``, as what a store without the
  /// observer or the listener never needs: the types of what they make are generic, looked up as
  /// the program runs, and a function that holds one looks it up as it starts, whether it makes
  /// one or not.
  @inline(never)
  private func reduceObserved(_ action: R.Action, _ delivery: ActionDelivery) -> Effect<R.Action> {
    let stateBefore = state
    let effect = reduce(action)
    actionObserver?(
      ProcessedAction(
        action: action,
        source: delivery.origin.map { .effect(origin: $0.origin) } ?? .sent,
        stateBefore: stateBefore,
        stateAfter: state,
        time: runtime.timers.now.offset
      )
    )
    return effect
  }

  /// Tells `listener` of `action`, which came as `delivery`, just processed.
  @inline(never)
  private func tell(
    _ listener: (ActionEvent<R.Action>) -> Void, about action: R.Action, _ delivery: ActionDelivery
  ) {
    listener(
      ActionEvent(action: action, originAction: delivery.origin?.originAction, time: runtime.timers.now.offset))
  }
}
