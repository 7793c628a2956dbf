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
  /// slots after the last waiting one are free.
  private var queue: [QueuedAction?] = []
  private var head = 0
  /// How many actions wait, from `head` on; counted apart, so that finding none waiting does not
  /// ask the queue, a generic array, for its count.
  private var waiting = 0
  /// How effects deliver actions. It holds the pipeline weakly: a task that escaped the runtime
  /// may call it after the store is gone, and the action is then dropped and listed.
  private lazy var send = Send<Action> { [weak self, runtime] action in
    guard let self else {
      runtime.drop(action, context: EffectContext.current)
      return
    }
    self.deliver(action)
  }

  /// An action waiting to be processed.
  struct QueuedAction {
    let action: Action
    /// The effect that delivered it; `nil` for an action sent from outside.
    let origin: EffectRecord?
    /// If any of these is cancelled by the time the action's turn comes, it is dropped.
    let tokens: [CancellationToken]
  }

  init(runtime: Runtime, dependencies: DependencyValues) {
    self.runtime = runtime
    self.dependencies = dependencies
  }

  // MARK: The queue

  func enqueue(_ action: Action) {
    append(QueuedAction(action: action, origin: nil, tokens: []))
  }

  /// Whether an action waits; cheaper to ask than ``dequeue()``, which returns a generic value.
  var hasWaiting: Bool {
    waiting > 0
  }

  func dequeue() -> QueuedAction? {
    guard waiting > 0 else { return nil }
    defer {
      head += 1
      waiting -= 1
    }
    return queue[head].take()
  }

  /// Queues `item`. Once every action was taken out, the queue starts again from its first
  /// slot: the slots are written over, never removed, as removing them from a generic array costs
  /// more than all the rest of queuing.
  private func append(_ item: QueuedAction) {
    if waiting == 0 { head = 0 }
    let end = head + waiting
    if end < queue.count {
      queue[end] = item
    } else {
      queue.append(item)
    }
    waiting += 1
  }

  func removeAllQueued() {
    queue.removeAll()
    head = 0
    waiting = 0
  }

  private func deliver(_ action: Action) {
    let context = EffectContext.current
    guard runtime.executor.isOnDrivingThread else {
      runtime.drop(action, context: context)
      return
    }
    append(QueuedAction(action: action, origin: context?.record, tokens: context?.tokens ?? []))
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
      append(QueuedAction(action: next, origin: record, tokens: []))
    case .cancel(let id):
      runtime.cancel(id: id)
    case .merge(let effects):
      for effect in effects { start(effect, for: action) }
    case .cancellable(let id, let cancelInFlight, let inner):
      if cancelInFlight { runtime.cancel(id: id) }
      let record = runtime.makeRecord(for: action)
      runtime.register(id, token: record.token, task: nil, record: record)
      record.task = spawn(inner, record: record) { runtime in
        runtime.unregister(id, token: record.token)
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
  private func runWatched(_ context: EffectContext, _ body: () async -> Void) async {
    context.adoptCurrentTask()
    let timers = runtime.timers
    await withTaskCancellationHandler {
      await body()
    } onCancel: {
      timers.cancel(context: context)
    }
  }

  private func perform(_ effect: Effect<Action>) async {
    switch effect.operation {
    case .none:
      return
    case .send(let action):
      await send(action)
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
      runtime.cancel(id: id)
    }
  }

  private func performCancellable(
    _ effect: Effect<Action>, id: AnyHashableSendable, cancelInFlight: Bool
  ) async {
    guard let context = EffectContext.current, !Task.isCancelled else { return }
    if cancelInFlight { runtime.cancel(id: id) }
    let token = CancellationToken()
    let nested = context.adding(token)
    let work: @Sendable () async -> Void = { [self] in
      await runWatched(nested) { await self.perform(effect) }
    }
    let task = EffectContext.$current.withValue(nested) {
      Task(executorPreference: runtime.executor, operation: work)
    }
    runtime.register(id, token: token, task: task, record: context.record)
    await withTaskCancellationHandler {
      await task.value
    } onCancel: {
      task.cancel()
    }
    runtime.unregister(id, token: token)
  }
}
