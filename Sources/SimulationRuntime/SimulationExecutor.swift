import CTaskIdentity

/// A task executor whose jobs run only when the runtime drains it, one at a time, on the thread
/// that drives the runtime.
///
/// Nothing runs in the background: an effect started on this executor makes progress only inside
/// ``runNextJob()``, so the order of every job is decided by the order they were enqueued: first
/// in, first out under schedule 0, and under another schedule the next job is drawn among those
/// waiting by a generator seeded with it, as a device's threads would pick any of them. Jobs
/// are taken only from the thread driving the runtime, during a step; a job enqueued from any
/// other thread, or between steps, was resumed by work outside the runtime (a hop to the main
/// actor, a real thread) and is set aside, never run: whether it arrived before the end of a step
/// depends on thread timing, and its effect is reported as waiting outside the runtime instead.
/// The queue is touched by the driving thread alone, so it needs no lock.
final class SimulationExecutor: TaskExecutor, @unchecked Sendable {
  /// A job, and whether it runs isolated to the runtime's stand-in for the main actor.
  private struct Entry {
    let job: UnownedJob
    let isOnMainActor: Bool
  }

  private var jobs: [Entry] = []
  private var head = 0
  /// Whether the next job is drawn among the waiting ones (any schedule but 0).
  private let drawsJobs: Bool
  /// Draws the next job; used only when ``drawsJobs``.
  private var schedule: SeededRandomNumberGenerator
  /// The serial executor that stands for the main actor on the driving thread.
  let mainActor: MainActorExecutor
  private var taskExecutorReference: UnownedTaskExecutor!
  /// The main-actor stand-in, as the concurrency runtime is given it.
  private(set) var mainActorReference: UnownedSerialExecutor!

  /// The runtime this executor belongs to, as the thread marker of a driven thread holds it.
  var owner: UnsafeMutableRawPointer?

  init(scheduleSeed: UInt64) {
    drawsJobs = scheduleSeed != 0
    schedule = SeededRandomNumberGenerator(seed: scheduleSeed)
    mainActor = MainActorExecutor()
    mainActor.executor = self
    taskExecutorReference = asUnownedTaskExecutor()
    mainActorReference = mainActor.asUnownedSerialExecutor()
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    guard isOnDrivingThread else { return }
    jobs.append(Entry(job: job, isOnMainActor: false))
  }

  /// Queues a job that the calling thread, which drives the runtime, sent to the global executor
  /// (`isOnMainActor` false) or to the main actor (true).
  func enqueueCaptured(_ job: UnownedJob, isOnMainActor: Bool) {
    jobs.append(Entry(job: job, isOnMainActor: isOnMainActor))
  }

  /// Whether the calling thread is driving the runtime now.
  var isOnDrivingThread: Bool {
    guard let owner else { return false }
    return ctask_get_driving_runtime() == owner
  }

  /// Whether a job is waiting to run.
  var hasJobs: Bool {
    head < jobs.count
  }

  /// Runs the oldest waiting job, or under a schedule one drawn among the waiting, if any;
  /// returns whether one ran.
  func runNextJob() -> Bool {
    guard head < jobs.count else { return false }
    if drawsJobs, jobs.count - head > 1 {
      jobs.swapAt(head, Int.random(in: head..<jobs.count, using: &schedule))
    }
    let entry = jobs[head]
    head += 1
    if head == jobs.count {
      jobs.removeAll(keepingCapacity: true)
      head = 0
    } else if head >= 1024, head * 2 >= jobs.count {
      jobs.removeFirst(head)
      head = 0
    }
    if entry.isOnMainActor {
      entry.job.runSynchronously(isolatedTo: mainActorReference, taskExecutor: taskExecutorReference)
    } else {
      entry.job.runSynchronously(on: taskExecutorReference)
    }
    return true
  }
}

/// The runtime's stand-in for the main actor: on a thread the runtime drives, the concurrency
/// runtime is told that this is the main executor (see ``GlobalEnqueueCapture``), so main-actor
/// work lands here and runs in order with the runtime's other jobs. Kept apart from
/// ``SimulationExecutor`` so that the jobs of effects run without a serial executor's isolation.
final class MainActorExecutor: SerialExecutor, @unchecked Sendable {
  /// The executor whose queue this one shares; set once, right after both are made. That
  /// executor alone holds this one, so it is alive whenever this one is, and it is not retained:
  /// a weak reference would move its counts to a side table, where each retain and release of
  /// it, as every effect's task makes, takes a slower path.
  unowned(unsafe) var executor: SimulationExecutor?

  /// Hands the job to the runtime driving the calling thread, if that is this executor's; a job
  /// from anywhere else is set aside, never run, as ``SimulationExecutor`` does.
  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    guard let executor, executor.isOnDrivingThread, let owner = executor.owner else { return }
    Unmanaged<Runtime>.fromOpaque(owner).takeUnretainedValue().capture(job, isOnMainActor: true)
  }

  /// Code running synchronously on the driving thread during a step counts as isolated to the
  /// main actor, as the hook says the main actor is this executor there: a reducer called from a
  /// `@MainActor` test may assert main-actor isolation.
  func checkIsolated() {
    precondition(
      executor?.isOnDrivingThread == true,
      "Expected to run on the main actor of the simulation runtime driving this thread")
  }
}
