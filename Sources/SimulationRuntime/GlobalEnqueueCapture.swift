#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import CTaskIdentity
import Synchronization

/// Captures work that escapes structured concurrency into the runtime that started it.
///
/// An unstructured `Task {}` or `Task.detached` started inside an effect does not inherit the
/// effect's executor: the concurrency runtime enqueues it on the global executor, through
/// `swift_task_enqueueGlobal_hook` (exported by `libswift_Concurrency`, not public API). The
/// hook installed here sends every job enqueued from a thread that a ``Runtime`` drives to that
/// runtime, which runs it on its own executor in order; jobs from any other thread go on to the
/// hook that was there before, or to the global executor. It is installed once for the process,
/// and again at the start of a step if another library replaced it (swift-concurrency-extras'
/// `withMainSerialExecutor` sets the same hook and clears it when it ends).
///
/// Work that hops to the main actor never reaches this hook: the concurrency runtime enqueues it
/// on the main executor directly. The runtime detects an effect waiting on such work instead.
enum GlobalEnqueueCapture {
  typealias Original = @convention(thin) (UnownedJob) -> Void
  typealias Hook = @convention(thin) (UnownedJob, Original) -> Void

  /// The hook's variable in the concurrency runtime; `nil` if this runtime has none.
  nonisolated(unsafe) private static let slot: UnsafeMutablePointer<Hook?>? = dlsym(
    dlopen(nil, RTLD_NOW), "swift_task_enqueueGlobal_hook"
  )?.assumingMemoryBound(to: Hook?.self)

  /// The hook found in place when this one was installed, as its address (0: none); it is given
  /// the jobs of other threads. Read on every global enqueue of the process, so without a lock.
  private static let previous = Atomic<UInt>(0)
  /// Serialises installations.
  private static let installing = Mutex(())

  private static let hook: Hook = { job, original in
    if let driver = ctask_get_driving_runtime() {
      Unmanaged<Runtime>.fromOpaque(driver).takeUnretainedValue().capture(job)
      return
    }
    let previous = GlobalEnqueueCapture.previous.load(ordering: .acquiring)
    if previous == 0 {
      original(job)
    } else {
      unsafeBitCast(previous, to: Hook.self)(job, original)
    }
  }

  private static func address(of hook: Hook?) -> UInt {
    hook.map { unsafeBitCast($0, to: UInt.self) } ?? 0
  }

  /// Whether the hook can be installed in this process.
  static var isAvailable: Bool {
    slot != nil
  }

  /// Installs the hook unless it is in place already; cheap enough for the start of every step.
  static func ensureInstalled() {
    guard let slot, address(of: slot.pointee) != address(of: hook) else { return }
    installing.withLock { _ in
      let current = address(of: slot.pointee)
      guard current != address(of: hook) else { return }
      previous.store(current, ordering: .releasing)
      slot.pointee = hook
    }
  }
}
