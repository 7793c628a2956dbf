import JourneyModel

extension JourneyRun {
  /// Does what a step says; subflows (`run`) are run step by step by the caller.
  func execute(_ kind: StepKind, at location: FileLocation) throws(StepError) {
    switch kind {
    case .launch: try launch()
    case .relaunch: try relaunch()
    case .background: try sendLifecycleAction(host.backgroundAction, of: "background")
    case .foreground: try sendLifecycleAction(host.foregroundAction, of: "foreground")
    case .tap(let element): try interact { try $0.tap(element.label, id: element.id) }
    case .type(let text, let element):
      try interact { try $0.type(text, into: element.label, id: element.id) }
    case .clear(let element): try interact { try $0.clear(element.label, id: element.id) }
    case .toggle(let element, let isOn): try toggle(element, to: isOn)
    case .select(let option, let element):
      try interact { try $0.select(option, in: element.label, id: element.id) }
    case .back: try interact { try $0.back() }
    case .dismiss: try interact { try $0.dismiss() }
    case .answer(let button): try interact { try $0.answer(button) }
    case .deepLink(let url): try sendHostAction { try host.deepLinkAction(url: url) }
    case .network(let condition): try sendHostAction { try host.networkAction(condition) }
    case .send(let reference): try send(reference)
    case .mock(let changes): for change in changes { try configure(change) }
    case .wait(let duration): try runningStore().advance(by: duration)
    case .settle(let limit): try settle(limit: limit)
    case .see(let text): try see(text)
    case .notSee(let text): try notSee(text)
    case .screen(let name): try checkScreen(named: name)
    case .expect(let expectations): try check(expectations)
    case .stored(let expectations): try checkStores(expectations)
    case .calls(let expectations): try check(expectations)
    case .receive(let patterns): try receive(patterns)
    case .snapshot(let request): try snapshot(request, at: location)
    case .run: return
    }
  }
}
