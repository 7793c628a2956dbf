import JourneyModel
import ValueCoding

/// The `expect` step: values in the app's state.
extension JourneyRun {
  /// The app's state as a value, read once for each moment between actions.
  func stateValue() throws(StepError) -> Value {
    let state = try runningStore().state
    let moment = ScreenMoment(launch: launchCount, actionsProcessed: log.processedCount)
    if let shown = shownState, shown.moment == moment { return shown.value }
    do {
      let value = try host.stateValue(state)
      shownState = (moment, value)
      return value
    } catch {
      throw StepError("cannot read the app's state as a value: \(error)")
    }
  }

  /// Checks every expectation, failing with all that do not hold, located at the first.
  func check(_ expectations: [StateExpectation]) throws(StepError) {
    try check(expectations, in: try stateValue())
  }

  /// Checks what the persistent stores hold: each path is a store's name and a key, read in a
  /// mapping of every store's contents, where a key the store does not hold reads as `null`.
  func checkStores(_ expectations: [StateExpectation]) throws(StepError) {
    var stores: ValueObject = [:]
    for descriptor in world.catalog.stores {
      stores[descriptor.name] = .object((try? world.store(descriptor.name))?.contents ?? [:])
    }
    for expectation in expectations {
      guard case .key(let store)? = expectation.path.components.first,
        case .object(var contents)? = stores[store], expectation.path.components.count > 1,
        case .key(let key) = expectation.path.components[1], contents[key] == nil
      else { continue }
      contents[key] = .null
      stores[store] = .object(contents)
    }
    try check(expectations, in: .object(stores))
  }

  private func check(_ expectations: [StateExpectation], in state: Value) throws(StepError) {
    let problems = expectations.compactMap { expectation in
      problem(with: expectation, in: state).map { (expectation.location, $0) }
    }
    guard let first = problems.first else { return }
    throw StepError(problems.map(\.1).joined(separator: "\n"), at: first.0)
  }

  /// What is wrong with the value `expectation` names, or `nil` when it holds.
  private func problem(with expectation: StateExpectation, in state: Value) -> String? {
    let path = expectation.path
    let name = path.isEmpty ? "the state" : path.description
    let actual: Value
    do {
      actual = try state.lookup(path)
    } catch {
      return "\(name): \(error)"
    }
    switch expectation.matcher.evaluate(actual) {
    case .holds:
      return nil
    case .inapplicable(let reason):
      return "\(name): \(reason)"
    case .fails(let expected):
      if case .equals(let value) = expectation.matcher,
        value.rendered.contains("\n") || actual.rendered.contains("\n")
      {
        let diff = LineDiff(
          from: value.rendered.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
          to: actual.rendered.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        return "\(name): the value differs (- expected, + actual):\n"
          + diff.markedLines.map { "  " + $0 }.joined(separator: "\n")
      }
      return "\(name): expected \(expected), " + Self.found(actual)
    }
  }

  /// `found 3` for a value on one line, else `found:` and the value's lines indented below.
  private static func found(_ actual: Value) -> String {
    let rendered = actual.rendered
    guard rendered.contains("\n") else { return "found \(rendered)" }
    return "found:\n" + rendered.split(separator: "\n", omittingEmptySubsequences: false)
      .map { "  " + $0 }.joined(separator: "\n")
  }
}
