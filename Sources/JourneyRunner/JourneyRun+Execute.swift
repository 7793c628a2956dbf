import JourneyModel

extension JourneyRun {
  /// Does what a step says; subflows (`run`) are run step by step by the caller.
  func execute(_ kind: StepKind, at location: FileLocation) throws(StepError) {
    switch kind {
    case .launch: try launch()
    case .relaunch: try relaunch()
    case .background: try sendLifecycleAction(host.backgroundAction, of: .background)
    case .foreground: try sendLifecycleAction(host.foregroundAction, of: .foreground)
    case .tap, .type, .clear, .toggle, .select, .back, .dismiss, .answer: try interact(kind)
    case .refused(let interaction, let message): try expectRefusal(of: interaction, containing: message)
    case .deepLink(let url): try sendHostAction { try host.deepLinkAction(url: url) }
    case .network(let condition): try changeNetwork(to: condition)
    case .send(let reference): try send(reference)
    case .mock(let changes): for change in changes { try configure(change) }
    case .wait(let duration): try runningStore().advance(by: duration)
    case .settle(let limit): try settle(limit: limit)
    case .see(let text): try see(text)
    case .notSee(let text): try notSee(text)
    case .screen(let name): try checkScreen(named: name)
    case .element(let expectation): try check(expectation)
    case .expect(let expectations): try check(expectations)
    case .stored(let expectations): try checkStores(expectations)
    case .calls(let expectations): try check(expectations)
    case .receive(let patterns): try receive(patterns)
    case .snapshot(let request): try snapshot(request, at: location)
    case .run: return
    }
  }
}
