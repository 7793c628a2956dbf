import JourneyModel
import JourneyRunner
import Testing

@Suite struct ScreenChecksJourneyTests {
  @Test func seePassesOnAPartOfAVisibleText() {
    let result = run(counterJourney(.launch, .see("Count"), .see("Count: 0"), .see("Name this counter")))
    #expect(result.failure == nil)
  }

  @Test func seeFailsListingTheVisibleTexts() {
    let result = run(counterJourney(.launch, .see("Count: 1")))
    #expect(
      result.failure?.message == """
        no visible text contains "Count: 1"; did you mean "Count: 0"? Visible texts: "Counter", \
        "About", "Count: 0", "Label", "Name this counter", "Sound", "Step", "1", "1", "5", "10", \
        "Start", "Stop", "Reset", "Save", "History", "Leak"
        """)
    #expect(result.failure?.location == at(5))
  }

  @Test func seeLooksAtTheOverlayOnTop() {
    let result = run(counterJourney(.launch, .tap(ElementReference(label: "Reset")), .see("Reset counter?")))
    #expect(result.failure == nil)
  }

  @Test func seeFailsOnTextBehindTheOverlayOnTop() {
    let result = run(counterJourney(.launch, .tap(ElementReference(label: "Reset")), .see("Count: 0")))
    #expect(
      result.failure?.message
        == "no visible text contains \"Count: 0\": it is behind alert \"Reset counter?\", on top. Dismiss or answer it first")
    #expect(result.failure?.location == at(6))
  }

  @Test func notSeePassesOnTextBehindTheOverlayOnTop() {
    let result = run(counterJourney(.launch, .tap(ElementReference(label: "Reset")), .notSee("Count: 0")))
    #expect(result.failure == nil)
  }

  @Test func notSeeFailsNamingTheTextThatShowsIt() {
    let exact = run(counterJourney(.launch, .notSee("Count: 0")))
    #expect(exact.failure?.message == "\"Count: 0\" is visible")
    let part = run(counterJourney(.launch, .notSee("unt: 0")))
    #expect(part.failure?.message == "\"unt: 0\" is visible, in \"Count: 0\"")
  }

  @Test func screenComparesTheNameOfWhatShows() {
    let result = run(
      counterJourney(
        .launch, .screen("Counter"), .tap(ElementReference(label: "About")), .screen("About"),
        .dismiss, .tap(ElementReference(label: "Reset")), .screen("Counter")))
    #expect(result.failure == nil)
  }

  @Test func screenFailsNamingTheActualScreen() {
    let result = run(counterJourney(.launch, .screen("History")))
    #expect(result.failure?.message == "expected screen History, but screen Counter is showing")
  }

  @Test func screenFailsNamingASheetOnTop() {
    let result = run(counterJourney(.launch, .tap(ElementReference(label: "About")), .screen("Counter")))
    #expect(result.failure?.message == "expected screen Counter, but sheet About is showing, on top of screen Counter")
  }
}
