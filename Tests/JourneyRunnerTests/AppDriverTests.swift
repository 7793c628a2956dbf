import JourneyModel
import MockKit
import Testing

@testable import JourneyRunner

@Suite struct AppDriverTests {
  @Test func launchBuildsTheAppFromTheHostsGiven() throws {
    let driver = try counterDriver(given: Given(app: LocatedValue(["count": 5])))
    #expect(driver.store == nil)
    try driver.launch()
    #expect(driver.store?.state.count == 5)
    #expect(driver.launchCount == 1)
    #expect(driver.moment == ScreenMoment(launch: 1, actionsProcessed: 1))
  }

  @Test func givenTheHostCannotPrepareFails() {
    let error = stepError { _ = try counterDriver(given: Given(app: LocatedValue(["savedCount": -1]))) }
    #expect(error?.message == "cannot prepare the world from 'given': a saved count cannot be negative; found -1")
  }

  @Test func launchingARunningAppFails() throws {
    let driver = try launchedCounter()
    #expect(stepError { try driver.launch() }?.message == "the app is already running; use '- relaunch' to start it again")
  }

  @Test func whatNeedsTheAppFailsBeforeLaunch() throws {
    let driver = try counterDriver()
    #expect(stepError { try driver.advanceTime(by: .seconds(1)) }?.message == StepError.appNotRunning.message)
    #expect(stepError { try driver.relaunch(warningsAt: at(1)) }?.message == StepError.appNotRunning.message)
  }

  @Test func relaunchKeepsTheTimeAndCountsTheLaunch() throws {
    let driver = try launchedCounter()
    try driver.advanceTime(by: .seconds(3))
    let first = try driver.runningStore()
    try driver.relaunch(warningsAt: at(1))
    #expect(try driver.runningStore() !== first)
    #expect(driver.launchCount == 2)
    #expect(driver.earlierLaunchesTime == .seconds(3))
    #expect(driver.now == .seconds(3))
    #expect(driver.moment.launch == 2)
  }

  @Test func theStateMomentStaysWhileActionsLeaveTheStateAsItWas() throws {
    let driver = try launchedCounter()
    let launched = driver.stateMoment
    #expect(launched == ScreenMoment(launch: 1, actionsProcessed: 1))
    try driver.openDeepLink("counter://count/0")
    #expect(driver.moment == ScreenMoment(launch: 1, actionsProcessed: 2))
    #expect(driver.stateMoment == launched)
    try driver.openDeepLink("counter://count/3")
    #expect(driver.stateMoment == ScreenMoment(launch: 1, actionsProcessed: 3))
    try driver.openDeepLink("counter://count/3")
    #expect(driver.stateMoment == ScreenMoment(launch: 1, actionsProcessed: 3))
    try driver.relaunch(warningsAt: at(1))
    #expect(driver.stateMoment == driver.moment)
    #expect(driver.stateMoment.launch == 2)
  }

  @Test func everyLaunchAndTheWorldRunUnderTheRunsSchedule() throws {
    let driver = try counterDriver(options: RunOptions(seed: 4, scheduleSeed: 9))
    try driver.launch()
    #expect(driver.world.scheduleSeed == 9)
    #expect(try driver.runningStore().runtime.configuration.scheduleSeed == 9)
    try driver.relaunch(warningsAt: at(1))
    #expect(try driver.runningStore().runtime.configuration.scheduleSeed == 9)
    #expect(try driver.runningStore().runtime.configuration.seed == 5)
  }

  @Test func worldEventsSendTheHostsActions() throws {
    let driver = try launchedCounter()
    try driver.openDeepLink("counter://count/7")
    #expect(driver.store?.state.count == 7)
    try driver.changeNetwork(to: .offline)
    #expect(driver.store?.state.isOnline == false)
    #expect(driver.world.network == DeviceNetwork(.offline))
    #expect(
      stepError { try driver.openDeepLink("counter://other") }?.message
        == "unknown link 'counter://other'; the counter opens counter://count/<number>")
  }

  @Test func aLifecycleActionTheHostLacksFails() throws {
    let driver = try launchedCounter()
    #expect(
      stepError { try driver.sendLifecycleAction(nil, of: .background) }?.message
        == "this app does not handle 'background': its journey host has no background action")
  }

  @Test func settleFailsWithTheTimersStillPending() throws {
    let driver = try launchedCounter()
    try driver.runningStore().send(.counter(.startTapped))
    let error = stepError { try driver.settle(limit: .seconds(2)) }
    #expect(error?.message.hasPrefix("not settled within 2s: 1 timer is still pending\n  timer at 3s") == true)
  }

  @Test func leftoverWorkListsWhatIsStillRunningUntilTheAppStops() throws {
    let driver = try launchedCounter()
    try driver.advanceTime(by: .seconds(1))
    #expect(driver.leftoverWork() == nil)
    try driver.runningStore().send(.counter(.startTapped))
    #expect(
      driver.leftoverWork() == """
        the journey ended with 1 effect in flight and 1 timer pending:
          effect of .counter(.startTapped), started at 1s (cancellable by .ticking), waiting on the clock
          timer at 2s from an effect of .counter(.startTapped)
          let them finish with '- settle', or stop them in a step before the end
        """)
    driver.stop()
    #expect(driver.leftoverWork() == nil)
  }
}
