import Testing
import YAML

@Suite struct YAMLMarkTests {
  @Test func ordersByLineThenColumn() {
    #expect(YAMLMark(line: 1, column: 9) < YAMLMark(line: 2, column: 1))
    #expect(YAMLMark(line: 2, column: 1) < YAMLMark(line: 2, column: 3))
    #expect(!(YAMLMark(line: 2, column: 3) < YAMLMark(line: 2, column: 3)))
    #expect(
      [YAMLMark(line: 3, column: 1), YAMLMark(line: 1, column: 5)].max()
        == YAMLMark(line: 3, column: 1))
  }

  @Test func describesItselfAsLineColonColumn() {
    #expect(YAMLMark(line: 3, column: 14).description == "3:14")
  }
}
