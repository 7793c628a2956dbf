import JourneyHosting
import JourneyModel
import ValueCoding

/// The `expect` step: values in the app's state.
extension JourneyRun {
  /// The app's whole state as a value, read once for each moment between actions.
  func stateValue() throws(StepError) -> Value {
    let reading = try currentStateReading()
    if let whole = reading.whole { return whole }
    let value = try readState { try host.stateValue($0) }
    reading.record(whole: value)
    return value
  }

  /// The values at `paths` in the app's state, each or why it is not there (as the whole state
  /// would say).
  func stateValues(at paths: [ValuePath]) throws(StepError) -> [Result<Value, ValueLookupError>] {
    let reading = try currentStateReading()
    let unread = reading.unread(paths)
    if !unread.isEmpty {
      let partial = try readState { state in
        try StateSelection.$paths.withValue(unread) { try host.stateValue(state) }
      }
      reading.record(partial, at: unread)
    }
    let known = paths.compactMap { reading.value(at: $0) }
    if known.count == paths.count { return known }
    let whole = try stateValue()
    return paths.map { path in Result { () throws(ValueLookupError) in try whole.lookup(path) } }
  }

  /// What is known of the state at this moment, from an earlier read of the same moment.
  private func currentStateReading() throws(StepError) -> StateReading {
    _ = try runningStore()
    let moment = ScreenMoment(launch: launchCount, actionsProcessed: log.processedCount)
    if let reading = stateReading, reading.moment == moment { return reading }
    let reading = StateReading(moment: moment, after: stateReading)
    stateReading = reading
    return reading
  }

  private func readState(_ read: (Host.Feature.State) throws -> Value) throws(StepError) -> Value {
    let state = try runningStore().state
    do {
      return try read(state)
    } catch {
      throw StepError("cannot read the app's state as a value: \(error)")
    }
  }

  /// Checks every expectation, failing with all that do not hold, located at the first.
  func check(_ expectations: [StateExpectation]) throws(StepError) {
    try check(expectations, found: try stateValues(at: expectations.map(\.path)))
  }

  /// Whether every expectation holds: ``check(_:)-(_)`` without describing what does not.
  func holds(_ expectations: [StateExpectation]) throws(StepError) -> Bool {
    let values = try stateValues(at: expectations.map(\.path))
    return zip(expectations, values).allSatisfy { expectation, value in
      guard case .success(let actual) = value else { return false }
      return expectation.matcher.evaluate(actual) == .holds
    }
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
    let contents = Value.object(stores)
    try check(
      expectations,
      found: expectations.map { expectation in
        Result { () throws(ValueLookupError) in try contents.lookup(expectation.path) }
      })
  }

  /// Checks each expectation against what was found at its path.
  private func check(
    _ expectations: [StateExpectation], found values: [Result<Value, ValueLookupError>]
  ) throws(StepError) {
    let problems = zip(expectations, values).compactMap { expectation, value in
      problem(with: expectation, found: value).map { (expectation.location, $0) }
    }
    guard let first = problems.first else { return }
    throw StepError(problems.map(\.1).joined(separator: "\n"), at: first.0)
  }

  /// What is wrong with the value found for `expectation`, or `nil` when it holds.
  private func problem(with expectation: StateExpectation, found value: Result<Value, ValueLookupError>) -> String? {
    let path = expectation.path
    var name: String { path.isEmpty ? "the state" : path.description }
    let actual: Value
    switch value {
    case .success(let found): actual = found
    case .failure(let error): return "\(name): \(error)"
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
