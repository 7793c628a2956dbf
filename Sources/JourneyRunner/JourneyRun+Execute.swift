import JourneyModel

extension JourneyRun {
  /// Does what a step says, through the part that executes its kind; subflows (`run`) are run
  /// step by step by the caller.
  func execute(_ kind: StepKind, at location: FileLocation) throws(StepError) {
    switch kind {
    case .launch: try driver.launch()
    case .relaunch: try driver.relaunch(warningsAt: journey.location)
    case .background: try driver.sendLifecycleAction(of: .background)
    case .foreground: try driver.sendLifecycleAction(of: .foreground)
    case .tap, .type, .clear, .toggle, .select, .back, .dismiss, .answer: try interactions.interact(kind)
    case .refused(let interaction, let message): try interactions.expectRefusal(of: interaction, containing: message)
    case .deepLink(let url): try driver.openDeepLink(url)
    case .network(let condition): try driver.changeNetwork(to: condition)
    case .send(let reference): try driver.send(reference)
    case .mock(let changes): for change in changes { try driver.configure(change) }
    case .wait(let duration): try driver.advanceTime(by: duration)
    case .waitUntil(let condition, let limit): try wait(until: condition, atMost: limit, at: location)
    case .settle(let limit): try driver.settle(limit: limit)
    case .see(let query): try screens.see(query)
    case .notSee(let query): try screens.notSee(query)
    case .screen(let name): try screens.checkScreen(named: name)
    case .element(.properties(let expectation)): try screens.checkElement(expectation)
    case .element(.presence(let presence)): try screens.checkElement(presence)
    case .expect(let expectations): try state.checkState(expectations)
    case .stored(let expectations): try mocks.checkStored(expectations)
    case .calls(let expectations): try mocks.checkCalls(expectations)
    case .receive(let patterns): try receipts.checkReceived(patterns)
    case .notReceive(let patterns): try receipts.checkNotReceived(patterns)
    case .snapshot(let request): try snapshots.takeSnapshot(request, at: location)
    case .run: return
    }
  }
}
