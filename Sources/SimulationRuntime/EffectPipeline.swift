import ConcurrencyExtras
import Dependencies
import ReducerCore

/// The actions waiting to be processed and the interpretation of effects into tasks on the
/// runtime's executor.
final class EffectPipeline<Action: Sendable>: @unchecked Sendable {
  let runtime: Runtime
  let dependencies: DependencyValues
  /// The actions waiting, touched only by the thread driving the runtime: an action sent from
  /// anywhere else is dropped before it gets here. Those before `head` were taken out, and the
  /// slots after the last waiting one are free. They are moved into and out of memory of their
  /// own, `capacity` slots, with how each came in `deliveries` at the same index: an array of
  /// a generic type looks up its type, and that of an optional of it, at every access.
  private var actions: UnsafeMutablePointer<Action>
  private var capacity = 8
  private var deliveries: [ActionDelivery] = []
  private var head = 0
  /// How many actions wait, from `head` on.
  private var waiting = 0
  /// How effects deliver actions. A task that escaped the runtime may call it from another
  /// thread, or after the store is gone, and the action is then dropped and listed; so it reaches
  /// the pipeline only from the thread driving the runtime, which happens only during a step of
  /// the store that owns the pipeline, and it holds the pipeline without retaining it: a weak
  /// reference would move the pipeline's counts to a side table, where each retain and release,
  /// as every effect's task makes, takes a slower path.
  private lazy var send = Send<Action> { [unowned(unsafe) self, runtime] action in
    guard runtime.executor.isOnDrivingThread else {
      runtime.drop(action, context: EffectContext.current)
      return
    }
    self.deliver(action)
  }

  init(runtime: Runtime, dependencies: DependencyValues) {
    self.runtime = runtime
    self.dependencies = dependencies
    actions = .allocate(capacity: capacity)
  }

  deinit {
    (actions + head).deinitialize(count: waiting)
    actions.deallocate()
  }

  // MARK: The queue

  func enqueue(_ action: Action) {
    append(action, .sent)
  }

  /// Whether an action waits.
  var hasWaiting: Bool {
    waiting > 0
  }

  /// Takes the oldest waiting action out, setting `delivery` to how it came; call only while
  /// ``hasWaiting``.
  func dequeue(_ delivery: inout ActionDelivery) -> Action {
    delivery = deliveries[head]
    deliveries[head] = .sent
    defer {
      head += 1
      waiting -= 1
    }
    return (actions + head).move()
  }

  /// Queues `action`, which came as `delivery`. Once every action was taken out, the queue starts
  /// again from its first slot: the slots are written over, never removed.
  private func append(_ action: Action, _ delivery: ActionDelivery) {
    if waiting == 0 { head = 0 }
    let end = head + waiting
    if end == capacity { grow() }
    (actions + end).initialize(to: action)
    if end < deliveries.count {
      deliveries[end] = delivery
    } else {
      deliveries.append(delivery)
    }
    waiting += 1
  }

  /// Doubles the slots of ``actions``, the waiting actions keeping theirs.
  private func grow() {
    let grown = UnsafeMutablePointer<Action>.allocate(capacity: capacity * 2)
    (grown + head).moveInitialize(from: actions + head, count: waiting)
    actions.deallocate()
    actions = grown
    capacity *= 2
  }

  func removeAllQueued() {
    (actions + head).deinitialize(count: waiting)
    deliveries.removeAll()
    head = 0
    waiting = 0
  }

  private func deliver(_ action: Action) {
    let context = EffectContext.current
    guard runtime.executor.isOnDrivingThread else {
      runtime.drop(action, context: context)
      return
    }
    append(action, ActionDelivery(origin: context?.record, tokens: context?.tokens ?? []))
  }

  // MARK: Effects

  /// Starts the effect a reducer returned for `action`.
  ///
  /// What can be done at once is: an action to send is queued, a cancellation happens before
  /// anything else starts. Async work becomes a task on the runtime's executor.
  func start(_ effect: Effect<Action>, for action: Action) {
    switch effect.operation {
    case .none:
      return
    case .send(let next):
      let record = runtime.makeRecord(for: action)
      runtime.finish(record)
      append(next, ActionDelivery(origin: record, tokens: []))
    case .cancel(let id):
      runtime.cancel(CancellationKey(id))
    case .merge(let effects):
      for effect in effects { start(effect, for: action) }
    case .cancellable(let id, let cancelInFlight, let inner):
      let key = CancellationKey(id)
      if cancelInFlight { runtime.cancel(key) }
      let record = runtime.makeRecord(for: action)
      runtime.register(key, token: record.token, task: nil, record: record)
      record.task = spawn(inner, record: record) { runtime in
        runtime.unregister(key, token: record.token)
      }
    case .run, .concatenate:
      let record = runtime.makeRecord(for: action)
      record.task = spawn(effect, record: record)
    }
  }

  private func spawn(
    _ effect: Effect<Action>,
    record: EffectRecord,
    onFinish: @escaping @Sendable (Runtime) -> Void = { _ in }
  ) -> Task<Void, Never> {
    let runtime = self.runtime
    let context = EffectContext(
      record: record, tokens: [record.token], identity: runtime.taskIdentity)
    let work: @Sendable () async -> Void = { [self] in
      await runWatched(context) { await self.perform(effect) }
      onFinish(runtime)
      runtime.finish(record)
    }
    return DependencyValues.$_current.withValue(dependencies) {
      EffectContext.$current.withValue(context) {
        Task(executorPreference: runtime.executor, operation: work)
      }
    }
  }

  /// Runs `body` as the task `context` was made for: if the task is cancelled, the runtime wakes
  /// its sleeps on the clock, so they need no cancellation handler of their own.
  ///
  /// This function, `perform(_:)` and `performCancellable(_:id:cancelInFlight:)` run where
  /// their caller runs, always an effect's task on the runtime's executor, and so does `body`:
  /// a function that does not inherit its caller's isolation asks the concurrency runtime, as it
  /// starts, to move to the generic executor, which looks up the task's preferred executor under
  /// the task's lock, only to carry on where it is.
  private nonisolated(nonsending) func runWatched(
    _ context: EffectContext, _ body: nonisolated(nonsending) () async -> Void
  ) async {
    context.adoptCurrentTask()
    let timers = runtime.timers
    await withTaskCancellationHandler {
      await body()
    } onCancel: {
      timers.cancel(context: context)
    }
  }

  private nonisolated(nonsending) func perform(_ effect: Effect<Action>) async {
    switch effect.operation {
    case .none:
      return
    case .send(let action):
      // What `send` does, without calling it: an asynchronous call would be one more move to the
      // generic executor and back.
      if !Task.isCancelled { deliver(action) }
    case .run(let work):
      await work(send)
    case .merge(let effects):
      await withTaskGroup(of: Void.self) { group in
        for effect in effects {
          group.addTask { await self.perform(effect) }
        }
      }
    case .concatenate(let effects):
      for effect in effects {
        if Task.isCancelled { return }
        await perform(effect)
      }
    case .cancellable(let id, let cancelInFlight, let inner):
      await performCancellable(inner, id: id, cancelInFlight: cancelInFlight)
    case .cancel(let id):
      runtime.cancel(CancellationKey(id))
    }
  }

  private nonisolated(nonsending) func performCancellable(
    _ effect: Effect<Action>, id: AnyHashableSendable, cancelInFlight: Bool
  ) async {
    guard let context = EffectContext.current, !Task.isCancelled else { return }
    let key = CancellationKey(id)
    if cancelInFlight { runtime.cancel(key) }
    let token = CancellationToken()
    let nested = context.adding(token)
    let work: @Sendable () async -> Void = { [self] in
      await runWatched(nested) { await self.perform(effect) }
    }
    let task = EffectContext.$current.withValue(nested) {
      Task(executorPreference: runtime.executor, operation: work)
    }
    runtime.register(key, token: token, task: task, record: context.record)
    await withTaskCancellationHandler {
      await task.value
    } onCancel: {
      task.cancel()
    }
    runtime.unregister(key, token: token)
  }
}

/// How an action waiting to be processed came to the queue. A type of its own rather than one
/// nested in the pipeline's generic type, so that the queue looks no generic type up to keep it.
struct ActionDelivery {
  /// The effect that delivered the action; `nil` for an action sent from outside.
  let origin: EffectRecord?
  /// If any of these is cancelled by the time the action's turn comes, it is dropped.
  let tokens: [CancellationToken]

  /// How an action sent from outside comes.
  static let sent = ActionDelivery(origin: nil, tokens: [])
}
