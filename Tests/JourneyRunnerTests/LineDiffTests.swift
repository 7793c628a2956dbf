import Testing

@testable import JourneyRunner

@Suite struct LineDiffTests {
  @Test func identicalTextsHaveNoChanges() {
    let diff = LineDiff(from: ["a", "b"], to: ["a", "b"])
    #expect(!diff.hasChanges)
    #expect(diff.markedLines == [" a", " b"])
    #expect(diff.unified(oldLabel: "old", newLabel: "new") == "--- old\n+++ new")
  }

  @Test func changesAlignOnTheLongestCommonSubsequence() {
    let diff = LineDiff(from: ["a", "b", "c", "d"], to: ["a", "c", "x", "d", "e"])
    #expect(diff.markedLines == [" a", "-b", " c", "+x", " d", "+e"])
  }

  @Test func aReplacedLineIsRemovedThenAdded() {
    #expect(LineDiff(from: ["a", "b", "c"], to: ["a", "B", "c"]).markedLines == [" a", "-b", "+B", " c"])
  }

  @Test func emptySidesAreAllAddedOrAllRemoved() {
    #expect(LineDiff(from: [], to: ["a", "b"]).markedLines == ["+a", "+b"])
    #expect(LineDiff(from: ["a"], to: []).markedLines == ["-a"])
  }

  @Test func unifiedHunksKeepThreeLinesOfContextAndMergeWhenTheyTouch() {
    let old = (1...20).map { "line \($0)" }
    var new = old
    new[1] = "line two"
    new[8] = "line nine"
    new[18] = "line nineteen"
    let diff = LineDiff(from: old, to: new)
    #expect(
      diff.unified(oldLabel: "golden", newLabel: "actual") == """
        --- golden
        +++ actual
        @@ -1,12 +1,12 @@
         line 1
        -line 2
        +line two
         line 3
         line 4
         line 5
         line 6
         line 7
         line 8
        -line 9
        +line nine
         line 10
         line 11
         line 12
        @@ -16,5 +16,5 @@
         line 16
         line 17
         line 18
        -line 19
        +line nineteen
         line 20
        """)
  }

  @Test func hunkHeadersLeaveOutACountOfOneAndStartAnEmptySideBeforeIt() {
    #expect(
      LineDiff(from: ["a"], to: ["b"]).unified(oldLabel: "o", newLabel: "n")
        == "--- o\n+++ n\n@@ -1 +1 @@\n-a\n+b")
    #expect(
      LineDiff(from: [], to: ["a"]).unified(oldLabel: "o", newLabel: "n")
        == "--- o\n+++ n\n@@ -0,0 +1 @@\n+a")
    #expect(
      LineDiff(from: ["a", "b"], to: ["a"]).unified(oldLabel: "o", newLabel: "n", context: 0)
        == "--- o\n+++ n\n@@ -2 +1,0 @@\n-b")
  }

  @Test func textsTooLargeToAlignAreShownWhole() {
    let count = 2_001
    let old = (0..<count).map { "old \($0)" }
    let new = (0..<count).map { "new \($0)" }
    let diff = LineDiff(from: ["same"] + old, to: ["same"] + new)
    #expect(diff.lines.count == 1 + 2 * count)
    #expect(diff.lines[1] == .removed("old 0"))
    #expect(diff.lines[count + 1] == .added("new 0"))
  }
}
