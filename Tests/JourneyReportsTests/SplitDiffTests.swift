import JourneyReports
import Testing

@Suite struct SplitDiffTests {
  private func cell(_ number: Int, _ text: String, changed: Bool = false) -> SplitDiff.Cell {
    SplitDiff.Cell(number: number, text: text, isChanged: changed)
  }

  @Test func changedLinesFaceEachOtherAndContextLinesKeepBothNumbers() {
    let diff = SplitDiff(
      unified: """
        --- Scenarios/__snapshots__/greet/hello.txt
        +++ actual
        @@ -2,4 +2,5 @@
           heading "Hello"
        -  text "Ada"
        -  button "Go"
        +  text "Grace"
        +  button "Go" [disabled]
        +  progress
           tab bar
        """)
    #expect(diff.oldLabel == "Scenarios/__snapshots__/greet/hello.txt")
    #expect(diff.newLabel == "actual")
    #expect(
      diff.rows == [
        .hunk("@@ -2,4 +2,5 @@"),
        .lines(old: cell(2, "  heading \"Hello\""), new: cell(2, "  heading \"Hello\"")),
        .lines(old: cell(3, "  text \"Ada\"", changed: true), new: cell(3, "  text \"Grace\"", changed: true)),
        .lines(
          old: cell(4, "  button \"Go\"", changed: true),
          new: cell(4, "  button \"Go\" [disabled]", changed: true)),
        .lines(old: nil, new: cell(5, "  progress", changed: true)),
        .lines(old: cell(5, "  tab bar"), new: cell(6, "  tab bar")),
      ])
  }

  @Test func hunksRestartTheNumbersAndAnEmptySideStartsAtOne() {
    let diff = SplitDiff(
      unified: """
        --- golden
        +++ actual
        @@ -0,0 +1 @@
        +screen Home
        @@ -9 +10,0 @@
        --- a removed line that looks like a header
        """)
    #expect(
      diff.rows == [
        .hunk("@@ -0,0 +1 @@"),
        .lines(old: nil, new: cell(1, "screen Home", changed: true)),
        .hunk("@@ -9 +10,0 @@"),
        .lines(old: cell(9, "-- a removed line that looks like a header", changed: true), new: nil),
      ])
  }
}
