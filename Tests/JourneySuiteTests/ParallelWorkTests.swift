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

  @Test func nothingToDoReturnsAtOnce() {
    ParallelWork.run([Int](), workers: 4, work: { $0 }, deliver: { _, _ in Issue.record("nothing to deliver") })
  }
}
