import CTaskIdentity
import ConcurrencyExtras
import Dependencies
import Foundation
import IssueReporting
import Prelude
import Synchronization

/// The deterministic scheduler under a ``SimulationStore``: its executor, its virtual clock, the
/// effects in flight and the misuse it detected.
///
/// Nothing here runs by itself. Effects make progress only while the store drives the runtime
/// (when it sends an action, runs until idle or advances time), on the calling thread, one job at
/// a time. A runtime is driven from one thread at a time; it is not for concurrent use.
///
/// Work an effect starts outside structured concurrency never runs on another thread: an
/// unstructured `Task {}` or `Task.detached`, and a hop to the main actor, are captured into this
/// runtime's executor (see `GlobalEnqueueCapture`) and run in order with everything else; an
/// effect still waiting on anything else outside the runtime when the step is idle is found
/// then. Both are reported as ``RuntimeIssue/Kind/escapedWork``, naming the action whose effect
/// did it. An action sent from outside the runtime (another thread, or after the store ended) is
/// dropped and listed in ``droppedActions``.
public final class Runtime: @unchecked Sendable {
  /// How the runtime was set up.
  public let configuration: RuntimeConfiguration
  /// The virtual clock, which `\.continuousClock` and `\.suspendingClock` return.
  public let clock: VirtualClock

  let executor: SimulationExecutor
  let timers: TimerQueue
  private var records: [Int: EffectRecord] = [:]
  private var nextSerial = 0
  private var cancellables: [CancellationKey: [CancellableEntry]] = [:]
  private(set) var issues: [RuntimeIssue] = []
  /// Actions sent from outside the runtime, and dropped; appended from any thread.
  private let dropped = Mutex<[RuntimeIssue]>([])
  /// Describes the action the reducer is handling now, `nil` between actions, to name it when
  /// the reducer itself starts work outside structured concurrency or reports an issue. The store
  /// sets it once; the action is described only then, on the thread driving this runtime, during
  /// a step of the store.
  var describeActionBeingReduced: () -> String? = { nil }
  /// The effect whose task last asked for the main actor in this step: a task hopping to the
  /// main actor asks while it is still the current task, but is no longer current when its job
  /// reaches the main executor.
  private var lastMainActorRequester: EffectRecord?
  /// Descriptions of the actions whose reducers were reported for escaping work.
  private var reportedReducerEscapes: Set<String> = []
  /// The runtime that drove the calling thread before this step began, restored at its end.
  private var previousDriver: UnsafeMutableRawPointer?
  /// How effects' own tasks are recognised: the configured choice, if this Swift runtime has it.
  let taskIdentity: TaskIdentity
  private var jobsThisStep = 0
  private var actionsThisStep = 0
  private var timersThisStep = 0
  /// The reporters of this runtime's steps, made once: the one that receives what `reportIssue`
  /// reports during them.
  private(set) lazy var issueReporters: [any IssueReporter] = [
    RuntimeIssueReporter(runtime: Unmanaged.passUnretained(self).toOpaque(), identity: identity)
  ]
  /// Tells this runtime from one made later at the same address, after this one is gone: a task
  /// that escaped it may still report while the later one drives the thread.
  let identity = Runtime.madeCount.add(1, ordering: .relaxed).newValue
  /// How many runtimes the process made.
  private static let madeCount = Atomic<UInt64>(0)
  /// Whether the current step was stopped for a storm or busy loop.
  private(set) var isHalted = false

  private struct CancellableEntry {
    let token: CancellationToken
    let task: Task<Void, Never>?
    let record: EffectRecord
  }

  /// Makes a runtime at virtual time zero.
  public init(configuration: RuntimeConfiguration = RuntimeConfiguration()) {
    self.configuration = configuration
    executor = SimulationExecutor(scheduleSeed: configuration.scheduleSeed)
    timers = TimerQueue(scheduleSeed: configuration.scheduleSeed)
    self.clock = VirtualClock(timers: timers)
    self.taskIdentity = configuration.taskIdentity.available
    executor.owner = Unmanaged.passUnretained(self).toOpaque()
  }

  /// The virtual time elapsed since the runtime started.
  public var elapsed: Duration {
    timers.now.offset
  }

  /// The effects that have started and not finished, oldest first.
  public var inFlightEffects: [InFlightEffect] {
    records.values.sorted { $0.serial < $1.serial }.map { record in
      InFlightEffect(
        origin: record.origin,
        startedAt: record.startedAt.offset,
        cancellationIDs: record.cancellationIDs.map { ActionDescription.describe($0.base) },
        isSleeping: record.sleepers > 0
      )
    }
  }

  /// The sleeps on the virtual clock that have not woken yet, earliest first.
  public var pendingTimers: [PendingTimer] {
    timers.parked.map { PendingTimer(deadline: $0.deadline.offset, origin: $0.effect?.origin) }
  }

  /// The deadline of the earliest of ``pendingTimers``, found without describing them; `nil` when
  /// none is pending.
  public var nextTimerDeadline: Duration? {
    timers.nextDeadline?.offset
  }

  /// Whether anything is still in flight: an effect or a timer.
  public var hasPendingWork: Bool {
    !records.isEmpty || timers.parkedCount > 0
  }

  /// Removes and returns the issues detected so far.
  public func takeIssues() -> [RuntimeIssue] {
    defer { issues.removeAll() }
    return issues
  }

  /// The actions sent from outside the runtime (from another thread, or after the store ended),
  /// which never reached the reducer, in the order they came, as issues of kind
  /// ``RuntimeIssue/Kind/droppedAction``. They are kept apart from ``takeIssues()``: when such an
  /// action comes depends on thread timing, and the work that sent it was reported already.
  public var droppedActions: [RuntimeIssue] {
    dropped.withLock { $0 }
  }

  /// The dependencies every effect and reducer of this runtime sees: the virtual clock as
  /// `\.continuousClock` and `\.suspendingClock`, `\.date` following virtual time from the epoch,
  /// `\.uuid` counting up, seeded random numbers, and a fixed UTC calendar, time zone and locale.
  public func install(into dependencies: inout DependencyValues) {
    let clock = self.clock
    let epoch = configuration.epoch
    dependencies.continuousClock = clock
    dependencies.suspendingClock = clock
    dependencies.date = DateGenerator {
      epoch.addingTimeInterval(clock.now.offset.inSeconds)
    }
    dependencies.uuid = .incrementing
    dependencies.withRandomNumberGenerator = WithRandomNumberGenerator(
      SeededRandomNumberGenerator(seed: configuration.seed)
    )
    dependencies.calendar = Self.calendar
    dependencies.timeZone = Self.calendar.timeZone
    dependencies.locale = Self.locale
  }

  /// The Gregorian calendar in UTC every runtime installs, made once: a time zone made from an
  /// identifier goes through a locked cache each time.
  private static let calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }()

  /// The locale every runtime installs.
  private static let locale = Locale(identifier: "en_US_POSIX")

  // MARK: Steps

  /// Starts a step on the calling thread: the bounds on actions, timers and jobs count from
  /// here, and the thread is marked as driven by this runtime until ``endStep()``.
  func beginStep() {
    jobsThisStep = 0
    actionsThisStep = 0
    timersThisStep = 0
    isHalted = false
    _ = timers.takeParkedSinceReset()
    GlobalEnqueueCapture.ensureInstalled()
    previousDriver = ctask_get_driving_runtime()
    ctask_set_driving_runtime(executor.owner)
  }

  /// Ends a step, checking for effects left waiting outside the runtime.
  func endStep() {
    ctask_set_driving_runtime(previousDriver)
    previousDriver = nil
    lastMainActorRequester = nil
    detectEffectsWaitingOutside()
  }

  /// Runs the next executor job; returns whether one ran.
  func runNextJob() -> Bool {
    guard !isHalted, executor.runNextJob() else { return false }
    jobsThisStep += 1
    if jobsThisStep > configuration.maxJobsPerStep {
      halt(
        .busyLoop, origin: records.values.min { $0.serial < $1.serial }?.origin ?? "no action",
        message: """
          More than \(configuration.maxJobsPerStep) executor jobs ran in one step without the \
          runtime becoming idle. An effect loops without sleeping on the clock (for example \
          'while true { await Task.yield() }'). Sleep on '@Dependency(\\.continuousClock)' \
          between iterations, or raise 'maxJobsPerStep'.
          """)
      return false
    }
    return true
  }

  /// Counts the sleeps started since the last check; returns false and halts past the bound.
  func countTimers() -> Bool {
    timersThisStep += timers.takeParkedSinceReset()
    if timersThisStep > configuration.maxTimersPerStep {
      halt(
        .timerStorm, origin: records.values.max { $0.serial < $1.serial }?.origin ?? "no action",
        message: """
          More than \(configuration.maxTimersPerStep) sleeps started on the clock in one step. \
          An effect schedules timers in a loop. Bound the loop, or raise 'maxTimersPerStep'.
          """)
      return false
    }
    return true
  }

  /// Wakes the earliest timer due at or before `limit`; returns whether one woke.
  func wakeNextTimer(notAfter limit: VirtualInstant) -> Bool {
    guard !isHalted, countTimers() else { return false }
    return timers.wakeNext(notAfter: limit)
  }

  /// Counts an action processed in this step; returns false and halts past the bound.
  func countAction(from record: EffectRecord) -> Bool {
    actionsThisStep += 1
    guard actionsThisStep <= configuration.maxActionsPerStep else {
      let origin = record.origin
      halt(
        .actionStorm, origin: origin,
        message: """
          More than \(configuration.maxActionsPerStep) actions were processed in one step; the \
          last came from an effect of \(origin). Effects send actions that start effects that \
          send actions again, without end. Break the cycle, or raise 'maxActionsPerStep'.
          """)
      return false
    }
    return true
  }

  private func halt(_ kind: RuntimeIssue.Kind, origin: String, message: String) {
    isHalted = true
    issues.append(RuntimeIssue(kind: kind, origin: origin, message: message))
    cancelAll()
  }

  /// Takes a job that the driving thread sent to the global executor (`isOnMainActor` false) or
  /// to the main actor (true): work an effect, or the reducer, started outside structured
  /// concurrency. It runs on this runtime's executor, in order, and the first such job of each
  /// effect is reported, naming its action.
  func capture(_ job: UnownedJob, isOnMainActor: Bool) {
    let current = EffectContext.current?.record ?? (isOnMainActor ? lastMainActorRequester : nil)
    let route =
      isOnMainActor
      ? "hopped to the main actor ('MainActor.run', a '@MainActor' function or task)"
      : "started work outside structured concurrency: an unstructured 'Task {}' or 'Task.detached'"
    if let record = current {
      if !record.reportedEscape {
        record.reportedEscape = true
        reportCapturedWork(by: "An effect of \(record.origin)", route: route, origin: record.origin)
      }
    } else if let origin = describeActionBeingReduced() {
      if reportedReducerEscapes.insert(origin).inserted {
        reportCapturedWork(by: "The reducer, handling \(origin),", route: route, origin: origin)
      }
    }
    executor.enqueueCaptured(job, isOnMainActor: isOnMainActor)
  }

  /// Notes which effect, if any, is asking for the main actor now.
  func noteMainActorRequest() {
    lastMainActorRequester = EffectContext.current?.record
  }

  private func reportCapturedWork(by culprit: String, route: String, origin: String) {
    issues.append(
      RuntimeIssue(
        kind: .escapedWork, origin: origin,
        message: """
          \(culprit) \(route). The runtime ran that work on its own thread, in order, so the \
          result does not depend on thread timing; in the app it would run elsewhere, \
          concurrently, and would not be cancelled with the effect. Do that work in the effect \
          itself or in structured child tasks ('async let', task groups).
          """))
  }

  /// Records an issue reported through `reportIssue` on the driving thread at `place` (a Swift
  /// file ID, line and column), naming the effect or the action whose reducer reported it.
  func record(reported message: String, severity: IssueSeverity, at place: String) {
    let origin: String
    let source: String
    if let record = EffectContext.current?.record {
      origin = record.origin
      source = "in an effect of \(origin)"
    } else if let described = describeActionBeingReduced() {
      origin = described
      source = "while the reducer handled \(origin)"
    } else {
      origin = "no action"
      source = "while no action was being handled"
    }
    issues.append(
      RuntimeIssue(
        kind: severity == .warning ? .reportedWarning : .reportedIssue, origin: origin,
        message: "\(message)\n(reported at \(place), \(source))"))
  }

  /// Drops `action`, sent from outside the runtime by a task of `context` (if it has one), and
  /// lists it in ``droppedActions``; safe from any thread.
  func drop(_ action: any Sendable, context: EffectContext?) {
    let sender = context.map { "an effect of \($0.record.origin)" } ?? "work outside any effect"
    let description = ActionDescription.describe(action)
    dropped.withLock {
      $0.append(
        RuntimeIssue(
          kind: .droppedAction, origin: context?.record.origin ?? description,
          message: """
            The action \(description), sent by \(sender) from outside the runtime (another thread, \
            or after the store ended), was dropped.
            """))
    }
  }

  /// Reports the effects that, once the step is idle, neither finished nor sleep on the clock:
  /// they wait on work outside the runtime.
  private func detectEffectsWaitingOutside() {
    guard !executor.hasJobs else { return }
    let waiting = records.values.filter { $0.sleepers == 0 && !$0.reportedEscape }
    for record in waiting.sorted(by: { $0.serial < $1.serial }) {
      record.reportedEscape = true
      issues.append(
        RuntimeIssue(
          kind: .escapedWork, origin: record.origin,
          message: """
            An effect of \(record.origin) is waiting on work outside the runtime: a real sleep \
            ('Task.sleep', a clock that is not the injected one), a real thread or queue, or a \
            continuation nobody resumes. That work never comes back into the runtime. Effects \
            must await only the injected clock, dependencies and structured child tasks \
            ('async let', task groups): move that work into the effect itself.
            """))
    }
  }

  // MARK: Effects

  /// Registers a new effect returned for `action`.
  func makeRecord(for action: any Sendable) -> EffectRecord {
    nextSerial += 1
    let record = EffectRecord(serial: nextSerial, originAction: action, startedAt: timers.now)
    records[record.serial] = record
    return record
  }

  /// Forgets an effect whose work has finished.
  func finish(_ record: EffectRecord) {
    records[record.serial] = nil
  }

  /// Records that `task`, under `token`, can be cancelled by the identifier of `key`.
  func register(
    _ key: CancellationKey, token: CancellationToken, task: Task<Void, Never>?, record: EffectRecord
  ) {
    cancellables[key, default: []].append(CancellableEntry(token: token, task: task, record: record))
    record.cancellationIDs.append(key.id)
  }

  /// Forgets a cancellable registration once its work has finished.
  func unregister(_ key: CancellationKey, token: CancellationToken) {
    guard let index = cancellables.index(forKey: key) else { return }
    cancellables.values[index].removeAll { $0.token === token }
    if cancellables.values[index].isEmpty { cancellables.remove(at: index) }
  }

  /// Cancels every effect registered under the identifier of `key`.
  func cancel(_ key: CancellationKey) {
    guard let entries = cancellables.removeValue(forKey: key) else { return }
    for entry in entries {
      entry.token.isCancelled = true
      entry.task?.cancel()
      if entry.task == nil {
        entry.record.token.isCancelled = true
        entry.record.task?.cancel()
      }
    }
  }

  /// Cancels every effect in flight; called inside a step, which lets them wind down.
  func cancelAll() {
    for record in records.values.sorted(by: { $0.serial < $1.serial }) {
      record.token.isCancelled = true
      record.task?.cancel()
    }
    for entry in cancellables.values.joined() {
      entry.token.isCancelled = true
      entry.task?.cancel()
    }
    cancellables.removeAll()
  }
}
