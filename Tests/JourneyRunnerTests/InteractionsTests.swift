import JourneyModel
import Testing

@testable import JourneyRunner

@Suite struct InteractionsTests {
  func interactions() throws -> Interactions<CounterHost> {
    let driver = try launchedCounter()
    return Interactions(driver: driver, screens: ScreenChecks(driver: driver))
  }

  @Test func anInteractionSendsTheActionTheScreenGives() throws {
    let interactions = try interactions()
    try interactions.interact(.tap(ElementReference(label: "Start")))
    #expect(interactions.driver.store?.state.isRunning == true)
  }

  @Test func anInteractionTheScreenRefusesFails() throws {
    let interactions = try interactions()
    let error = stepError { try interactions.interact(.tap(ElementReference(label: "Nowhere"))) }
    #expect(error?.message.hasPrefix("no element labelled \"Nowhere\" on screen Counter") == true)
  }

  @Test func aRefusalPassesOnTheScreensMessage() throws {
    let interactions = try interactions()
    try interactions.expectRefusal(of: .tap(ElementReference(label: "Nowhere")), containing: "Nowhere")
    #expect(
      stepError { try interactions.expectRefusal(of: .launch, containing: "running") }?.message
        == "'launch' is not a person's interaction, so it cannot be refused")
  }

  @Test func aRefusalOfAnInteractionTheScreenTakesSendsItAndFails() throws {
    let interactions = try interactions()
    let error = stepError { try interactions.expectRefusal(of: .tap(ElementReference(label: "Start")), containing: "no") }
    #expect(
      error?.message == """
        expected tap "Start" to be refused with a message containing "no"; it was not: it sent \
        .counter(.startTapped)
        """)
    #expect(interactions.driver.store?.state.isRunning == true)
  }
}
