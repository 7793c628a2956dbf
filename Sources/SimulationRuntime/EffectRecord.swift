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
  /// The identifiers it can be cancelled by.
  var cancellationIDs: [String] = []
  /// Whether it was already reported as suspended outside the runtime.
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

/// What an effect's task knows about the effect it belongs to.
struct EffectContext: Sendable {
  let record: EffectRecord
  /// The tokens of the effect and of every cancellable scope it runs inside.
  let tokens: [CancellationToken]

  @TaskLocal static var current: EffectContext?

  var isCancelled: Bool {
    tokens.contains { $0.isCancelled }
  }

  func adding(_ token: CancellationToken) -> Self {
    Self(record: record, tokens: tokens + [token])
  }
}
