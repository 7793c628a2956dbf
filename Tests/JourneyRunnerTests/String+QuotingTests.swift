import Testing

@testable import JourneyRunner

@Suite struct StringQuotingTests {
  @Test func quotesOnOneLine() {
    #expect("Say \"hi\"\\\n\t\r".quoted == #""Say \"hi\"\\\n\t\r""#)
    #expect(["Start", "Stop"].quotedList == #""Start", "Stop""#)
  }
}
