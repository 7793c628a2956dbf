import JourneyModel
import Testing

@testable import JourneyRunner

@Suite struct ReceiveChecksTests {
  func patterns(_ paths: String...) -> [ActionPattern] {
    paths.enumerated().map {
      ActionPattern(path: $0.element.split(separator: ".").map(String.init), location: at(7 + $0.offset, 9))
    }
  }

  /// The counter launched a second ago: its goal was delivered.
  func goalDelivered() throws -> AppDriver<CounterHost> {
    let driver = try launchedCounter()
    try driver.advanceTime(by: .seconds(1))
    return driver
  }

  @Test func aCheckConsumesWhatWasDelivered() throws {
    let receipts = ReceiveChecks(driver: try goalDelivered(), exhaustive: false)
    try receipts.checkReceived(patterns("goal.loaded"))
    let error = stepError { try receipts.checkReceived(patterns("goal")) }
    #expect(
      error?.message == """
        no action matching goal was received
          received since the previous 'receive':
            none
        """)
    #expect(error?.location == at(7, 9))
  }

  @Test func anExhaustiveCheckNeedsAPatternForEachAction() throws {
    let receipts = ReceiveChecks(driver: try goalDelivered(), exhaustive: true)
    let error = stepError { try receipts.checkReceived(patterns()) }
    #expect(error?.message.hasPrefix("1 more action was received than the step lists") == true)
  }

  @Test func theActionsLeftUncheckedCountOnlyInAnExhaustiveJourney() throws {
    let driver = try goalDelivered()
    #expect(ReceiveChecks(driver: driver, exhaustive: false).uncheckedActions() == nil)
    #expect(
      ReceiveChecks(driver: driver, exhaustive: true).uncheckedActions() == """
        effects delivered 1 action that no 'receive' step checked:
          1s .goal(.loaded(10)) from an effect of .app(.launched)
          check them with '- receive: [goal.loaded]'
        """)
  }

  @Test func aCheckNeedsTheApp() throws {
    let receipts = ReceiveChecks(driver: try counterDriver(), exhaustive: false)
    #expect(stepError { try receipts.checkReceived(patterns()) }?.message == StepError.appNotRunning.message)
  }
}
