import CTaskIdentity

/// A task executor whose jobs run only when the runtime drains it, one at a time, on the thread
/// that drives the runtime.
///
/// Nothing runs in the background: an effect started on this executor makes progress only inside
/// ``runNextJob()``, so the order of every job is decided by the order they were enqueued. Jobs
/// are taken only from the thread driving the runtime, during a step; a job enqueued from any
/// other thread, or between steps, was resumed by work outside the runtime (a hop to the main
/// actor, a real thread) and is set aside, never run: whether it arrived before the end of a step
/// depends on thread timing, and its effect is reported as waiting outside the runtime instead.
/// The queue is touched by the driving thread alone, so it needs no lock.
final class SimulationExecutor: TaskExecutor, @unchecked Sendable {
  private var jobs: [UnownedJob] = []
  private var head = 0

  /// The runtime this executor belongs to, as the thread marker of a driven thread holds it.
  var owner: UnsafeMutableRawPointer?

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    guard isOnDrivingThread else { return }
    jobs.append(job)
  }

  /// Queues a job that the calling thread, which drives the runtime, sent to the global executor.
  func enqueueCaptured(_ job: UnownedJob) {
    jobs.append(job)
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

  /// Runs the oldest waiting job, if any; returns whether one ran.
  func runNextJob() -> Bool {
    guard head < jobs.count else { return false }
    let job = jobs[head]
    head += 1
    if head == jobs.count {
      jobs.removeAll(keepingCapacity: true)
      head = 0
    } else if head >= 1024, head * 2 >= jobs.count {
      jobs.removeFirst(head)
      head = 0
    }
    job.runSynchronously(on: asUnownedTaskExecutor())
    return true
  }
}
