import Testing

@testable import TextUI

@Suite struct ArrayUniquedTests {
  @Test func keepsFirstAppearancesInOrder() {
    #expect(["b", "a", "b", "c", "a"].uniqued == ["b", "a", "c"])
    #expect([String]().uniqued == [])
  }
}
