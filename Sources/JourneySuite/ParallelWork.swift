import Foundation
import Synchronization

/// Runs independent pieces of work on several threads and hands their results back in the order
/// of the work, not the order they finish in.
enum ParallelWork {
  /// Does `work` for each item on up to `workers` threads, calling `deliver` on the calling
  /// thread with each item's index and result in index order, as soon as the results before it
  /// are delivered. `finished` is called on the calling thread when results have arrived, with
  /// how many have, before the deliveries they allow. Returns when every result is delivered.
  static func run<Item: Sendable, Output: Sendable>(
    _ items: [Item],
    workers: Int,
    work: @escaping @Sendable (Item) -> Output,
    finished: (_ count: Int) -> Void = { _ in },
    deliver: (_ index: Int, _ output: Output) -> Void
  ) {
    _ = run(
      items, workers: workers, makeWorker: {}, work: { _, item in work(item) }, finish: { _ in },
      finished: finished, deliver: deliver)
  }

  /// Does `work` for each item as ``run(_:workers:work:finished:deliver:)`` does, each thread
  /// with a worker of its own that `makeWorker` makes when the thread starts and that does the
  /// work of every item the thread takes: what a worker keeps from one item to the next is never
  /// shared. Returns what `finish` makes of each thread's worker once the thread has no item
  /// left, in no particular order.
  ///
  /// With one worker, the items are worked on the calling thread, each delivered as soon as it
  /// is done: a thread of its own would run nothing alongside it, and cost its start and the
  /// memory the allocator sets aside for each new thread.
  static func run<Item: Sendable, Output: Sendable, Worker, Left: Sendable>(
    _ items: [Item],
    workers: Int,
    makeWorker: @escaping @Sendable () -> Worker,
    work: @escaping @Sendable (Worker, Item) -> Output,
    finish: @escaping @Sendable (Worker) -> Left,
    finished: (_ count: Int) -> Void = { _ in },
    deliver: (_ index: Int, _ output: Output) -> Void
  ) -> [Left] {
    guard !items.isEmpty else { return [] }
    let threadCount = min(max(1, workers), items.count)
    guard threadCount > 1 else {
      let worker = makeWorker()
      for (index, item) in items.enumerated() {
        let output = work(worker, item)
        finished(index + 1)
        deliver(index, output)
      }
      return [finish(worker)]
    }
    let board = Board<Output>(count: items.count)
    let arrivals = DispatchSemaphore(value: 0)
    let left = Mutex<[Left]>([])
    for _ in 0..<threadCount {
      let thread = Thread {
        let worker = makeWorker()
        while let index = board.takeIndex() {
          board.post(work(worker, items[index]), at: index)
          arrivals.signal()
        }
        let leftOver = finish(worker)
        left.withLock { $0.append(leftOver) }
        arrivals.signal()
      }
      thread.stackSize = 8 << 20
      thread.start()
    }
    var delivered = 0
    var reportedArrivals = 0
    var threadsDone = 0
    while delivered < items.count || threadsDone < threadCount {
      arrivals.wait()
      let (arrived, ready) = board.takeReady(from: delivered)
      if arrived > reportedArrivals {
        reportedArrivals = arrived
        finished(arrived)
      }
      for (index, output) in ready {
        deliver(index, output)
        delivered += 1
      }
      threadsDone = left.withLock { $0.count }
    }
    return left.withLock { $0 }
  }

  /// The shared state of a run: the next item to take, and results not yet delivered.
  private final class Board<Output: Sendable>: Sendable {
    private struct State {
      var nextIndex = 0
      var arrivedCount = 0
      var outputs: [Output?]
    }

    private let count: Int
    private let state: Mutex<State>

    init(count: Int) {
      self.count = count
      state = Mutex(State(outputs: Array(repeating: nil, count: count)))
    }

    func takeIndex() -> Int? {
      state.withLock { state in
        guard state.nextIndex < count else { return nil }
        defer { state.nextIndex += 1 }
        return state.nextIndex
      }
    }

    func post(_ output: Output, at index: Int) {
      state.withLock { state in
        state.outputs[index] = output
        state.arrivedCount += 1
      }
    }

    /// How many results have arrived, and those from `start` on that have arrived without a
    /// gap, removed from the board.
    func takeReady(from start: Int) -> (arrived: Int, ready: [(Int, Output)]) {
      state.withLock { state in
        var ready: [(Int, Output)] = []
        var index = start
        while index < count, let output = state.outputs[index] {
          ready.append((index, output))
          state.outputs[index] = nil
          index += 1
        }
        return (state.arrivedCount, ready)
      }
    }
  }
}
