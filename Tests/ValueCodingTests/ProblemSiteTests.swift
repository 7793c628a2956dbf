import Testing
import ValueCoding

@Suite struct ProblemSiteTests {
  @Test func namesThePathOfAValueOrOfAnEntry() {
    #expect(ProblemSite.value(["user", "age"]).path == ["user", "age"])
    #expect(ProblemSite.key(["user", "emial"]).path == ["user", "emial"])
  }

  @Test func isRebasedUnderAPrefixKeepingItsPart() {
    #expect(ProblemSite.value(["age"]).rebased(under: ["answer", 0]) == .value(["answer", 0, "age"]))
    #expect(ProblemSite.key(["emial"]).rebased(under: ["answer"]) == .key(["answer", "emial"]))
    #expect(ProblemSite.value(.root).rebased(under: .root) == .value(.root))
  }
}
