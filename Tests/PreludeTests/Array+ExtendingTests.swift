import Prelude
import Testing

@Suite struct ArrayExtendingTests {
  @Test func anArrayGrowsToHoldTheIndexAndKeepsWhatItHeld() {
    var table = [7]
    table.extend(toHold: 3, with: 0)
    #expect(table == [7, 0, 0, 0])
    table.extend(toHold: 2, with: 9)
    #expect(table == [7, 0, 0, 0], "an index it holds")
    var empty: [Bool] = []
    empty.extend(toHold: 0, with: false)
    #expect(empty == [false])
  }
}
