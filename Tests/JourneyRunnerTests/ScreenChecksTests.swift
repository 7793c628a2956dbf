import JourneyModel
import Testing

@testable import JourneyRunner

@Suite struct ScreenChecksTests {
  @Test func theScreenIsBuiltAgainOnlyAtANewMoment() throws {
    let driver = try launchedCounter()
    let screens = ScreenChecks(driver: driver)
    let first = try screens.currentScreen()
    #expect(try screens.currentScreen().render() == first.render())
    try driver.openDeepLink("counter://count/4")
    #expect(try screens.currentScreen().contains(text: "Count: 4"))
  }

  @Test func theScreenNeedsTheApp() throws {
    let screens = ScreenChecks(driver: try counterDriver())
    #expect(stepError { _ = try screens.currentScreen() }?.message == StepError.appNotRunning.message)
  }

  @Test func seeAndNotSeeLookAtTheVisibleTexts() throws {
    let screens = ScreenChecks(driver: try launchedCounter())
    try screens.see("Count: 0")
    try screens.notSee("Goal")
    #expect(stepError { try screens.notSee("Count") }?.message == "\"Count\" is visible, in \"Counter\"")
    #expect(stepError { try screens.see("Count: 9") }?.message.hasPrefix("no visible text contains \"Count: 9\"") == true)
  }

  @Test func exactAndMatchesLookAtWholeTextsAndSearchThem() throws {
    let screens = ScreenChecks(driver: try launchedCounter())
    try screens.see(.exact("Count: 0"))
    try screens.see(.matches(try TextPattern(#"Count: \d"#)))
    try screens.notSee(.exact("Count"))
    try screens.notSee(.matches(try TextPattern("^Goal")))
    #expect(try !screens.sees(.exact("Count: ")))
    #expect(
      stepError { try screens.see(.exact("Count")) }?.message.hasPrefix(
        #"no visible text is exactly "Count"; "Counter" contains it, which - see: "Count" would accept. Visible texts: "#)
        == true)
    #expect(
      stepError { try screens.see(.matches(try TextPattern(#"Count: \d\d"#))) }?.message.hasPrefix(
        #"no visible text matches /Count: \d\d/. Visible texts: "Counter", "#) == true)
    #expect(stepError { try screens.notSee(.exact("Count: 0")) }?.message == #""Count: 0" is visible"#)
    #expect(
      stepError { try screens.notSee(.matches(try TextPattern(#"\d$"#))) }?.message
        == #"/\d$/ matches the visible text "Count: 0""#)
  }

  @Test func searchesAtOneMomentAgreeAndANewMomentSearchesTheNewScreen() throws {
    let driver = try launchedCounter()
    let screens = ScreenChecks(driver: driver)
    for _ in 1...3 {
      #expect(try screens.sees("Count: 0"))
      #expect(try !screens.sees("Count: 4"))
    }
    try driver.openDeepLink("counter://count/4")
    #expect(try screens.sees("Count: 4"))
    #expect(try !screens.sees("Count: 0"))
    #expect(stepError { try screens.notSee("Count: 4") }?.message == "\"Count: 4\" is visible")
  }

  @Test func checkScreenNamesWhatIsShowing() throws {
    let screens = ScreenChecks(driver: try launchedCounter())
    try screens.checkScreen(named: "Counter")
    #expect(stepError { try screens.checkScreen(named: "History") }?.message == "expected screen History, but screen Counter is showing")
  }

  @Test func checkElementListsEachPropertyItDoesNotShow() throws {
    let screens = ScreenChecks(driver: try launchedCounter())
    let sound = ElementReference(label: "Sound")
    try screens.checkElement(ElementExpectation(element: sound, properties: [ExpectedElementProperty(.on(false), at: at(6))]))
    let error = stepError {
      try screens.checkElement(
        ElementExpectation(
          element: sound,
          properties: [ExpectedElementProperty(.enabled(true), at: at(6)), ExpectedElementProperty(.on(true), at: at(7))]))
    }
    #expect(error?.message == "toggle \"Sound\": expected on, found off")
    #expect(error?.location == at(7))
  }
}
