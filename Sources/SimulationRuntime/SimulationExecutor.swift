#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Synchronization

/// A task executor whose jobs run only when the runtime drains it, one at a time, on the thread
/// that drives the runtime.
///
/// Nothing runs in the background: an effect started on this executor makes progress only inside
/// ``drain(limit:)``, so the order of every job is decided by the order they were enqueued.
final class SimulationExecutor: TaskExecutor, @unchecked Sendable {
  private struct Queue: ~Copyable {
    var jobs: [(job: UnownedJob, isForeign: Bool)] = []
    var head = 0
    var driver: Driver?
    var foreignEnqueues = 0
  }

  /// The thread currently driving the runtime; jobs enqueued from any other thread escaped it.
  private struct Driver {
    let thread: pthread_t
  }

  private let queue = Mutex(Queue())
  /// How many jobs wait, kept beside the queue so that the run loop can see an empty queue
  /// without taking the lock.
  private let waiting = Atomic<Int>(0)

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let current = pthread_self()
    queue.withLock { queue in
      let isDriving = queue.driver.map { pthread_equal($0.thread, current) != 0 } ?? false
      if !isDriving { queue.foreignEnqueues += 1 }
      queue.jobs.append((job, !isDriving))
    }
    waiting.add(1, ordering: .releasing)
  }

  /// Marks the calling thread as the one driving the runtime until ``endDriving()``.
  func beginDriving() {
    let current = pthread_self()
    queue.withLock { $0.driver = Driver(thread: current) }
  }

  /// Whether the calling thread is the one driving the runtime.
  var isOnDrivingThread: Bool {
    let current = pthread_self()
    return queue.withLock { queue in
      guard let driver = queue.driver else { return false }
      return pthread_equal(driver.thread, current) != 0
    }
  }

  /// Ends ``beginDriving()``: from now on, an enqueue from any thread is foreign.
  func endDriving() {
    queue.withLock { $0.driver = nil }
  }

  /// How many jobs were enqueued from outside the driving thread since the last call; such jobs
  /// come from work that escaped the runtime.
  func takeForeignEnqueues() -> Int {
    queue.withLock { queue in
      defer { queue.foreignEnqueues = 0 }
      return queue.foreignEnqueues
    }
  }

  /// Whether a job is waiting to run.
  var hasJobs: Bool {
    queue.withLock { $0.head < $0.jobs.count }
  }

  /// Whether the job running now was enqueued from outside the driving thread: whatever it does
  /// was resumed by work that escaped the runtime. Read and written only by the driving thread.
  private(set) var isRunningForeignJob = false

  /// Runs the oldest waiting job, if any; returns whether one ran.
  func runNextJob() -> Bool {
    guard waiting.load(ordering: .acquiring) > 0 else { return false }
    let next: (job: UnownedJob, isForeign: Bool)? = queue.withLock { queue in
      guard queue.head < queue.jobs.count else { return nil }
      let job = queue.jobs[queue.head]
      queue.head += 1
      if queue.head == queue.jobs.count {
        queue.jobs.removeAll(keepingCapacity: true)
        queue.head = 0
      } else if queue.head >= 1024, queue.head * 2 >= queue.jobs.count {
        queue.jobs.removeFirst(queue.head)
        queue.head = 0
      }
      return job
    }
    guard let next else { return false }
    waiting.subtract(1, ordering: .relaxed)
    isRunningForeignJob = next.isForeign
    next.job.runSynchronously(on: asUnownedTaskExecutor())
    isRunningForeignJob = false
    return true
  }
}
