import CTaskIdentity

/// How the runtime tells the task that runs an effect from the child tasks that share its
/// context, so that a sleep of the effect's own task needs no cancellation handler of its own
/// (the runtime wakes it when the effect is cancelled).
///
/// Each choice costs a different amount on the hot path of sleeping on the virtual clock; the
/// guide's "The reducer core and the test store" gives the figures of `swift run -c release benchmarks`.
public enum TaskIdentity: Hashable, Sendable {
  /// The Swift runtime's exported `swift_task_getCurrent`: the fastest, but not public API. When
  /// the loaded Swift runtime lacks it, the runtime uses ``unsafeCurrentTask`` instead.
  case runtimeEntryPoint
  /// The public `withUnsafeCurrentTask`, which retains and releases the task on every look.
  case unsafeCurrentTask
  /// No identity: every sleep inside an effect installs its own cancellation handler.
  case none

  /// Whether the loaded Swift runtime exports `swift_task_getCurrent`.
  public static var isRuntimeEntryPointAvailable: Bool {
    ctask_has_current_task_entry_point()
  }

  /// This choice, or ``unsafeCurrentTask`` when it is ``runtimeEntryPoint`` and the Swift runtime
  /// lacks the entry point.
  var available: TaskIdentity {
    self == .runtimeEntryPoint && !Self.isRuntimeEntryPointAvailable ? .unsafeCurrentTask : self
  }

  /// The address of the task running now, only compared; `nil` outside a task or for ``none``.
  /// ``runtimeEntryPoint`` must be ``available``.
  @inline(__always)
  func currentTask() -> UnsafeRawPointer? {
    switch self {
    case .runtimeEntryPoint:
      return swift_task_getCurrent()
    case .unsafeCurrentTask:
      return withUnsafeCurrentTask { task in task.map { Self.address(of: $0) } }
    case .none:
      return nil
    }
  }

  /// The address of the task `task` stands for: an `UnsafeCurrentTask` holds nothing but its
  /// task's reference.
  static func address(of task: UnsafeCurrentTask) -> UnsafeRawPointer {
    unsafeBitCast(task, to: UnsafeRawPointer.self)
  }
}
