@testable import JourneySuite
import Synchronization
import Testing

@Suite struct ParallelWorkTests {
  @Test(arguments: [1, 3, 8, 50])
  func deliversEveryResultInItemOrder(workers: Int) {
    let items = Array(0..<40)
    var delivered: [Int] = []
    var arrivals: [Int] = []
    ParallelWork.run(
      items, workers: workers,
      work: { item in
        var total = 0
        for value in 0..<((40 - item) * 2_000) { total &+= value }
        return (item, total)
      },
      finished: { arrivals.append($0) },
      deliver: { index, output in
        #expect(index == output.0)
        delivered.append(index)
      })
    #expect(delivered == items)
    #expect(arrivals == arrivals.sorted())
    #expect(arrivals.last == items.count)
  }

  @Test(arguments: [1, 3, 8, 50])
  func eachThreadKeepsItsOwnWorker(workers: Int) {
    /// Counts the items one thread did; a class, so that sharing one between threads would show
    /// as a count off.
    final class Tally {
      var items: [Int] = []
    }
    let items = Array(0..<40)
    var delivered: [Int] = []
    let left = ParallelWork.run(
      items, workers: workers,
      makeWorker: { Tally() },
      work: { tally, item in
        tally.items.append(item)
        return item * 2
      },
      finish: { $0.items },
      deliver: { index, output in
        #expect(output == index * 2)
        delivered.append(index)
      })
    #expect(delivered == items)
    #expect(left.count == min(workers, items.count))
    #expect(left.flatMap { $0 }.sorted() == items)
    #expect(left.allSatisfy { $0 == $0.sorted() })
  }

  @Test func oneWorkerDeliversEachResultBeforeWorkingOnTheNextItem() {
    let events = Mutex<[String]>([])
    let left = ParallelWork.run(
      Array(0..<3), workers: 1,
      makeWorker: { "worker" },
      work: { worker, item in
        events.withLock { $0.append("\(worker) works on \(item)") }
        return item
      },
      finish: { $0 },
      finished: { count in events.withLock { $0.append("\(count) finished") } },
      deliver: { index, _ in events.withLock { $0.append("\(index) delivered") } })
    #expect(left == ["worker"])
    #expect(
      events.withLock { $0 } == [
        "worker works on 0", "1 finished", "0 delivered",
        "worker works on 1", "2 finished", "1 delivered",
        "worker works on 2", "3 finished", "2 delivered",
      ])
  }

  @Test func nothingToDoReturnsAtOnce() {
    ParallelWork.run([Int](), workers: 4, work: { $0 }, deliver: { _, _ in Issue.record("nothing to deliver") })
  }
}
