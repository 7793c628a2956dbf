import ConcurrencyExtras

/// The bookkeeping of one running effect, from the moment a reducer returned it until its work has
/// finished or been cancelled.
final class EffectRecord: @unchecked Sendable {
  /// The order in which the runtime started its effects.
  let serial: Int
  /// The action whose reducer returned the effect.
  let originAction: any Sendable
  /// That action, as the runtime describes it.
  lazy var origin: String = ActionDescription.describe(originAction)
  /// The virtual time the effect started.
  let startedAt: VirtualInstant
  /// Set when the effect, or everything, is cancelled: actions it sent that are still queued are
  /// then dropped.
  let token = CancellationToken()
  /// How many of its tasks sleep on the virtual clock.
  var sleepers = 0
  /// The identifiers it can be cancelled by, described only when something reports the effect.
  var cancellationIDs: [AnyHashableSendable] = []
  /// Whether it was already reported for escaping the runtime.
  var reportedEscape = false
  var task: Task<Void, Never>?

  init(serial: Int, originAction: any Sendable, startedAt: VirtualInstant) {
    self.serial = serial
    self.originAction = originAction
    self.startedAt = startedAt
  }
}

/// Marks work as cancelled, so that what it sent and has not been delivered yet is dropped.
final class CancellationToken: @unchecked Sendable {
  var isCancelled = false
}

/// What a task the runtime started for an effect knows: the effect it belongs to and the
/// cancellation tokens it runs under. Child tasks (task groups, `async let`) inherit it.
final class EffectContext: @unchecked Sendable {
  let record: EffectRecord
  /// How the task this context was made for is recognised.
  let identity: TaskIdentity
  /// The tokens of the effect and of every cancellable scope it runs inside; the last is this
  /// task's own.
  let tokens: [CancellationToken]
  /// The task this context was made for, once it runs, by its address (only compared). Its
  /// sleeps are woken by the runtime on cancellation; the tasks that inherit the context, its
  /// structured children (which never outlive it), wake their own sleeps.
  private var task: UnsafeRawPointer?
  /// Set once the task was cancelled: its sleeps end at once. Guarded by the timer queue's lock.
  var sleepsCancelled = false

  @TaskLocal static var current: EffectContext?

  init(record: EffectRecord, tokens: [CancellationToken], identity: TaskIdentity) {
    self.record = record
    self.tokens = tokens
    self.identity = identity
  }

  /// The context of a task started inside this one under its own token.
  func adding(_ token: CancellationToken) -> EffectContext {
    EffectContext(record: record, tokens: tokens + [token], identity: identity)
  }

  /// Records that the calling task is the one this context was made for.
  func adoptCurrentTask() {
    task = identity.currentTask()
  }

  /// Whether the calling task is the one this context was made for; always false with
  /// ``TaskIdentity/none``.
  var isOwnedByCurrentTask: Bool {
    guard let task else { return false }
    return identity.currentTask() == task
  }
}
