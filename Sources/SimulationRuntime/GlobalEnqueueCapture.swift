#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import CTaskIdentity
import Synchronization

/// Captures work that escapes structured concurrency into the runtime that started it, through
/// two hooks of the concurrency runtime (variables exported by `libswift_Concurrency`, not public
/// API).
///
/// - An unstructured `Task {}` or `Task.detached` started inside an effect does not inherit the
///   effect's executor: the concurrency runtime enqueues it on the global executor, through
///   `swift_task_enqueueGlobal_hook`. On a thread that a ``Runtime`` drives, the hook hands the
///   job to that runtime, which runs it on its own executor, in order.
/// - A hop to the main actor (`MainActor.run`, a `@MainActor` function or task) asks the
///   concurrency runtime for the main executor, through `swift_task_getMainExecutor_hook`. On a
///   thread that a runtime drives, the hook answers with that runtime's main executor, a serial
///   executor whose jobs the runtime runs, in order with the others, isolated to it; the
///   main-actor code then runs on the driving thread and `MainActor.assertIsolated()` holds.
///
/// On any other thread both hooks pass on to the hook that was there before, or to the
/// concurrency runtime's own behaviour. They are installed once for the process, and again at the
/// start of a step if another library replaced them (swift-concurrency-extras'
/// `withMainSerialExecutor` sets the global hook and clears it when it ends).
enum GlobalEnqueueCapture {
  typealias Original = @convention(thin) (UnownedJob) -> Void
  typealias Hook = @convention(thin) (UnownedJob, Original) -> Void
  typealias MainOriginal = @convention(thin) () -> UnownedSerialExecutor
  typealias MainHook = @convention(thin) (MainOriginal) -> UnownedSerialExecutor

  /// The hooks' variables in the concurrency runtime; `nil` if this runtime lacks them.
  nonisolated(unsafe) private static let slot: UnsafeMutablePointer<Hook?>? = dlsym(
    dlopen(nil, RTLD_NOW), "swift_task_enqueueGlobal_hook"
  )?.assumingMemoryBound(to: Hook?.self)
  nonisolated(unsafe) private static let mainSlot: UnsafeMutablePointer<MainHook?>? = dlsym(
    dlopen(nil, RTLD_NOW), "swift_task_getMainExecutor_hook"
  )?.assumingMemoryBound(to: MainHook?.self)

  /// The hook found in place when this one was installed, as its address (0: none); it is given
  /// the jobs of other threads. Read on every global enqueue of the process, so without a lock.
  private static let previous = Atomic<UInt>(0)
  /// Serialises installations.
  private static let installing = Mutex(())
  /// The main-executor hook found in place when this one was installed, as its address.
  private static let previousMain = Atomic<UInt>(0)

  private static let mainHook: MainHook = { original in
    if let driver = ctask_get_driving_runtime() {
      let runtime = Unmanaged<Runtime>.fromOpaque(driver).takeUnretainedValue()
      runtime.noteMainActorRequest()
      return runtime.executor.mainActorReference
    }
    let previous = GlobalEnqueueCapture.previousMain.load(ordering: .acquiring)
    return previous == 0 ? original() : unsafeBitCast(previous, to: MainHook.self)(original)
  }

  private static let hook: Hook = { job, original in
    if let driver = ctask_get_driving_runtime() {
      Unmanaged<Runtime>.fromOpaque(driver).takeUnretainedValue().capture(job, isOnMainActor: false)
      return
    }
    let previous = GlobalEnqueueCapture.previous.load(ordering: .acquiring)
    if previous == 0 {
      original(job)
    } else {
      unsafeBitCast(previous, to: Hook.self)(job, original)
    }
  }

  private static func address<F>(of hook: F?) -> UInt {
    hook.map { unsafeBitCast($0, to: UInt.self) } ?? 0
  }

  /// Whether both hooks can be installed in this process.
  static var isAvailable: Bool {
    slot != nil && mainSlot != nil
  }

  /// Installs the hooks unless they are in place already; cheap enough for the start of every
  /// step.
  static func ensureInstalled() {
    install(hook, in: slot, keepingPrevious: previous)
    install(mainHook, in: mainSlot, keepingPrevious: previousMain)
  }

  private static func install<F>(
    _ hook: F, in slot: UnsafeMutablePointer<F?>?, keepingPrevious previous: borrowing Atomic<UInt>
  ) {
    guard let slot, address(of: slot.pointee) != address(of: hook) else { return }
    installing.withLock { _ in
      let current = address(of: slot.pointee)
      guard current != address(of: hook) else { return }
      previous.store(current, ordering: .releasing)
      slot.pointee = hook
    }
  }
}
