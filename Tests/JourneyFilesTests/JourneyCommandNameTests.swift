import JourneyFiles
import Testing

@Suite struct JourneyCommandNameTests {
  @Test func aCommandIsQuotedAsItWasInvokedWithItsArguments() {
    #expect(JourneyCommandName("teatimer-journey").quoted("run --prune") == "'teatimer-journey run --prune'")
    #expect(
      JourneyCommandName("swift run teatimer-journey").quoted("run --update")
        == "'swift run teatimer-journey run --update'")
  }

  @Test func aCommandNotKnownIsAPlaceholder() {
    #expect(JourneyCommandName.unnamed.quoted("describe") == "'<journey command> describe'")
    #expect(JourneyCommandName(nil) == .unnamed)
  }
}
