import Synchronization

/// A task sleeping on the virtual clock until its deadline.
final class Sleeper: @unchecked Sendable {
  let deadline: VirtualInstant
  /// The effect whose task sleeps, if the sleep happens inside one.
  let effect: EffectRecord?
  // Guarded by the timer queue's lock.
  var sequence = 0
  var continuation: UnsafeContinuation<Void, any Error>?
  var isCancelled = false

  init(deadline: VirtualInstant, effect: EffectRecord?) {
    self.deadline = deadline
    self.effect = effect
  }
}

/// The sleepers of the virtual clock, ordered by (deadline, registration), and the current
/// virtual time.
final class TimerQueue: @unchecked Sendable {
  private struct State: ~Copyable {
    var now = VirtualInstant(offset: .zero)
    var heap = SleeperHeap()
    var nextSequence = 0
    var parkedCount = 0
    var parkedSinceReset = 0
  }

  private let state = Mutex(State())

  var now: VirtualInstant {
    state.withLock { $0.now }
  }

  /// How many sleepers wait for their deadline.
  var parkedCount: Int {
    state.withLock { $0.parkedCount }
  }

  /// How many sleeps began since the last call.
  func takeParkedSinceReset() -> Int {
    state.withLock { state in
      defer { state.parkedSinceReset = 0 }
      return state.parkedSinceReset
    }
  }

  func park(_ sleeper: Sleeper, continuation: UnsafeContinuation<Void, any Error>) {
    let cancelled = state.withLock { state -> Bool in
      if sleeper.isCancelled { return true }
      sleeper.continuation = continuation
      sleeper.sequence = state.nextSequence
      state.nextSequence += 1
      state.parkedCount += 1
      state.parkedSinceReset += 1
      sleeper.effect?.sleepers += 1
      state.heap.insert(sleeper)
      return false
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

/// A binary min-heap of sleepers by (deadline, sequence).
struct SleeperHeap {
  private(set) var elements: [Sleeper] = []

  static func precedes(_ lhs: Sleeper, _ rhs: Sleeper) -> Bool {
    lhs.deadline == rhs.deadline ? lhs.sequence < rhs.sequence : lhs.deadline < rhs.deadline
  }

  var first: Sleeper? {
    elements.first
  }

  mutating func insert(_ sleeper: Sleeper) {
    elements.append(sleeper)
    var child = elements.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard Self.precedes(elements[child], elements[parent]) else { break }
      elements.swapAt(child, parent)
      child = parent
    }
  }

  mutating func removeFirst() -> Sleeper {
    let first = elements[0]
    let last = elements.removeLast()
    guard !elements.isEmpty else { return first }
    elements[0] = last
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var smallest = parent
      if left < elements.count, Self.precedes(elements[left], elements[smallest]) { smallest = left }
      if right < elements.count, Self.precedes(elements[right], elements[smallest]) { smallest = right }
      guard smallest != parent else { break }
      elements.swapAt(parent, smallest)
      parent = smallest
    }
    return first
  }
}
