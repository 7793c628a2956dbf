@testable import JourneySuite
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

  @Test func nothingToDoReturnsAtOnce() {
    ParallelWork.run([Int](), workers: 4, work: { $0 }, deliver: { _, _ in Issue.record("nothing to deliver") })
  }
}
