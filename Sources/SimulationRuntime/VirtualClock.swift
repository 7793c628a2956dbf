/// The runtime's clock: time moves only when the runtime advances it, and a sleep parks its task
/// until then without any real waiting.
///
/// The runtime hands this clock out as `\.continuousClock` and `\.suspendingClock`. Sleepers wake
/// in the order of their deadlines, and sleepers with the same deadline in the order they went to
/// sleep, or under a schedule other than 0 (``RuntimeConfiguration/scheduleSeed``) in an order
/// drawn from it. A cancelled sleep throws `CancellationError` at once and leaves nothing behind
/// to fire.
public struct VirtualClock: Clock, Sendable {
  public typealias Duration = Swift.Duration
  public typealias Instant = VirtualInstant

  let timers: TimerQueue

  init(timers: TimerQueue) {
    self.timers = timers
  }

  public var now: VirtualInstant {
    timers.now
  }

  public var minimumResolution: Duration {
    .zero
  }

  public func sleep(until deadline: VirtualInstant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let context = EffectContext.current
    if let context, context.isOwnedByCurrentTask {
      // The runtime wakes this sleep itself if the task is cancelled (see `TimerQueue.cancel(context:)`).
      let sleeper = Sleeper(deadline: deadline, effect: context.record, context: context)
      try await withUnsafeThrowingContinuation { continuation in
        timers.park(sleeper, continuation: continuation)
      }
      return
    }
    let sleeper = Sleeper(deadline: deadline, effect: context?.record, context: nil)
    try await withTaskCancellationHandler {
      try await withUnsafeThrowingContinuation { continuation in
        timers.park(sleeper, continuation: continuation)
      }
    } onCancel: {
      timers.cancel(sleeper)
    }
  }
}
