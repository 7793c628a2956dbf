import JourneyModel
import Testing

@Suite struct SnapshotPartTests {
  @Test func aRedactionReplacesEveryMatchInALine() throws {
    let age = Redaction(try TextPattern(#"\d+[hd] ago"#), as: "[age]")
    #expect(age.apply(to: #"row "Welcome" detail "1h ago" badge "2d ago""#) == #"row "Welcome" detail "[age]" badge "[age]""#)
    #expect(age.apply(to: "text \"Just now\"") == "text \"Just now\"")
    #expect(Redaction(try TextPattern("^row")).apply(to: "row \"row\"") == "[redacted] \"row\"")
    #expect(age.description == #"/\d+[hd] ago/ as [age]"#)
  }

  @Test func anEmptyMatchReplacesNothing() throws {
    let boundary = try TextPattern(#"\b"#)
    #expect(boundary.replacingMatches(in: "two words", with: "|") == "two words")
    #expect(try TextPattern(#"\d*"#).replacingMatches(in: "a1b22", with: "#") == "a#b#")
  }

  @Test func aPatternMatchingTheEmptyTextSaysSo() throws {
    #expect(try TextPattern(#"\d*"#).matchesEmptyText)
    #expect(try TextPattern("x?").matchesEmptyText)
    #expect(try !TextPattern(#"\d+"#).matchesEmptyText)
  }
}
