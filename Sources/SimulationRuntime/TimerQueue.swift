import Prelude
import Synchronization

/// A task sleeping on the virtual clock until its deadline.
final class Sleeper: @unchecked Sendable {
  let deadline: VirtualInstant
  /// The effect whose task sleeps, if the sleep happens inside one.
  let effect: EffectRecord?
  /// The context whose cancellation wakes this sleeper, when the runtime watches it.
  let context: EffectContext?
  // Guarded by the timer queue's lock.
  /// Its place among the sleepers with the same deadline, lowest first: see ``TimerQueue``.
  var rank = 0
  var continuation: UnsafeContinuation<Void, any Error>?
  var isCancelled = false

  init(deadline: VirtualInstant, effect: EffectRecord?, context: EffectContext?) {
    self.deadline = deadline
    self.effect = effect
    self.context = context
  }
}

/// The sleepers of the virtual clock, ordered by deadline, and the current virtual time.
///
/// Sleepers with the same deadline wake in the order they went to sleep under schedule 0, and
/// under another schedule in an order drawn from it: each sleeper's rank is its registration
/// number stirred with the schedule (`UInt64.mixed`), which depends on nothing but the two, so
/// the same schedule always wakes them in the same order.
final class TimerQueue: @unchecked Sendable {
  private struct State: ~Copyable {
    deinit {
      heap.releaseAll()
    }

    var now = VirtualInstant(offset: .zero)
    var heap = SleeperHeap()
    var nextSequence = 0
    var parkedCount = 0
  }

  private let state = Mutex(State())
  /// The schedule stirred once, which ranks sleepers by mixing in their registration numbers;
  /// `nil` under schedule 0, which ranks them by registration.
  private let scheduleSalt: UInt64?

  init(scheduleSeed: UInt64) {
    scheduleSalt = scheduleSeed == 0 ? nil : scheduleSeed.mixed
  }

  var now: VirtualInstant {
    state.withLock { $0.now }
  }

  /// How many sleepers wait for their deadline.
  var parkedCount: Int {
    state.withLock { $0.parkedCount }
  }

  /// How many sleeps began since the last call.
  func takeParkedSinceReset() -> Int {
    parkedSinceReset.exchange(0, ordering: .relaxed)
  }

  /// Sleeps started since the last ``takeParkedSinceReset()``, read on every turn of the run
  /// loop without taking the lock.
  private let parkedSinceReset = Atomic<Int>(0)

  func park(_ sleeper: Sleeper, continuation: UnsafeContinuation<Void, any Error>) {
    let cancelled = state.withLock { state -> Bool in
      if sleeper.isCancelled || sleeper.context?.sleepsCancelled == true { return true }
      sleeper.continuation = continuation
      if let scheduleSalt {
        sleeper.rank = Int(truncatingIfNeeded: (scheduleSalt &+ UInt64(state.nextSequence)).mixed)
      } else {
        sleeper.rank = state.nextSequence
      }
      state.nextSequence += 1
      state.parkedCount += 1
      sleeper.effect?.sleepers += 1
      state.heap.insert(sleeper)
      return false
    }
    if !cancelled {
      parkedSinceReset.add(1, ordering: .relaxed)
    }
    if cancelled {
      continuation.resume(throwing: CancellationError())
    }
  }

  func cancel(_ sleeper: Sleeper) {
    let continuation = state.withLock { state -> UnsafeContinuation<Void, any Error>? in
      sleeper.isCancelled = true
      guard let continuation = sleeper.continuation else { return nil }
      sleeper.continuation = nil
      state.parkedCount -= 1
      sleeper.effect?.sleepers -= 1
      return continuation
    }
    continuation?.resume(throwing: CancellationError())
  }

  /// Wakes every sleeper of the task `context` was made for with `CancellationError`, and makes
  /// its later sleeps end at once: the task was cancelled.
  func cancel(context: EffectContext) {
    let continuations = state.withLock { state -> [UnsafeContinuation<Void, any Error>] in
      context.sleepsCancelled = true
      var continuations: [UnsafeContinuation<Void, any Error>] = []
      for sleeper in state.heap.elements where sleeper.context === context {
        guard let continuation = sleeper.continuation else { continue }
        sleeper.continuation = nil
        sleeper.isCancelled = true
        state.parkedCount -= 1
        sleeper.effect?.sleepers -= 1
        continuations.append(continuation)
      }
      return continuations
    }
    for continuation in continuations {
      continuation.resume(throwing: CancellationError())
    }
  }

  /// Wakes the earliest sleeper whose deadline is at or before `limit`, moving the clock to its
  /// deadline; returns whether one woke.
  func wakeNext(notAfter limit: VirtualInstant) -> Bool {
    let continuation = state.withLock { state -> UnsafeContinuation<Void, any Error>? in
      while let first = state.heap.first {
        if first.continuation == nil {
          _ = state.heap.removeFirst()
          continue
        }
        guard first.deadline <= limit else { return nil }
        _ = state.heap.removeFirst()
        if state.now < first.deadline { state.now = first.deadline }
        let continuation = first.continuation
        first.continuation = nil
        state.parkedCount -= 1
        first.effect?.sleepers -= 1
        return continuation
      }
      return nil
    }
    guard let continuation else { return false }
    continuation.resume()
    return true
  }

  /// The deadline of the earliest sleeper, if any.
  var nextDeadline: VirtualInstant? {
    state.withLock { state in
      while let first = state.heap.first, first.continuation == nil {
        _ = state.heap.removeFirst()
      }
      return state.heap.first?.deadline
    }
  }

  /// Moves the clock forward to `instant`; never backward.
  func move(to instant: VirtualInstant) {
    state.withLock { state in
      if state.now < instant { state.now = instant }
    }
  }

  /// The sleepers still waiting, earliest first.
  var parked: [Sleeper] {
    state.withLock { state in
      state.heap.elements.filter { $0.continuation != nil }.sorted(by: SleeperHeap.precedes)
    }
  }
}

/// A binary min-heap of sleepers by (deadline, rank).
///
/// Entries keep their keys inline and hold their sleeper unmanaged, so ordering and moving them
/// costs no reference counting; the heap owns one retain of each sleeper it holds.
struct SleeperHeap {
  struct Entry {
    /// The deadline as whole seconds and attoseconds, compared inline.
    let seconds: Int64
    let attoseconds: Int64
    let rank: Int
    let sleeper: Unmanaged<Sleeper>

    @inline(__always)
    func precedes(_ other: Entry) -> Bool {
      if seconds != other.seconds { return seconds < other.seconds }
      if attoseconds != other.attoseconds { return attoseconds < other.attoseconds }
      return rank < other.rank
    }
  }

  private(set) var entries: [Entry] = []

  static func precedes(_ lhs: Sleeper, _ rhs: Sleeper) -> Bool {
    lhs.deadline == rhs.deadline ? lhs.rank < rhs.rank : lhs.deadline < rhs.deadline
  }

  /// The sleepers, in no particular order.
  var elements: [Sleeper] {
    entries.map { $0.sleeper.takeUnretainedValue() }
  }

  var first: Sleeper? {
    entries.first?.sleeper.takeUnretainedValue()
  }

  mutating func insert(_ sleeper: Sleeper) {
    let (seconds, attoseconds) = sleeper.deadline.offset.components
    let entry = Entry(
      seconds: seconds, attoseconds: attoseconds, rank: sleeper.rank,
      sleeper: Unmanaged.passRetained(sleeper))
    entries.append(entry)
    var child = entries.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard entry.precedes(entries[parent]) else { break }
      entries[child] = entries[parent]
      child = parent
    }
    entries[child] = entry
  }

  mutating func removeFirst() -> Sleeper {
    let first = entries[0]
    let last = entries.removeLast()
    if !entries.isEmpty {
      var parent = 0
      let count = entries.count
      while true {
        let left = 2 * parent + 1
        guard left < count else { break }
        let right = left + 1
        let smaller = right < count && entries[right].precedes(entries[left]) ? right : left
        guard entries[smaller].precedes(last) else { break }
        entries[parent] = entries[smaller]
        parent = smaller
      }
      entries[parent] = last
    }
    return first.sleeper.takeRetainedValue()
  }

  /// Releases every sleeper the heap still holds, when the heap goes away.
  func releaseAll() {
    for entry in entries { entry.sleeper.release() }
  }
}
