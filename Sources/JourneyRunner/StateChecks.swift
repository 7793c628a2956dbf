import JourneyHosting
import JourneyModel
import ValueCoding

/// The `expect` step's checks of values in the app's state, and the state read as values for
/// them and for snapshots and traces, once for each state the app is in between actions.
final class StateChecks<Host: JourneyHost> {
  let driver: AppDriver<Host>
  /// What was read of the state as values, and when.
  private var reading: StateReading?
  /// What the reads of some paths encoded of the state's properties, taken again for those that
  /// are equal in the next state read.
  private let memo = ValueEncodingMemo()

  init(driver: AppDriver<Host>) {
    self.driver = driver
  }

  /// The app's whole state as a value, read once for each moment between actions.
  func stateValue() throws(StepError) -> Value {
    let reading = try currentReading()
    if let whole = reading.whole { return whole }
    let value = try readState { try driver.host.stateValue($0) }
    reading.record(whole: value)
    return value
  }

  /// The values at `paths` in the app's state, each or why it is not there (as the whole state
  /// would say).
  func stateValues(at paths: [ValuePath]) throws(StepError) -> [Result<Value, ValueLookupError>] {
    let reading = try currentReading()
    // Most calls, the same checks after every step, find every value known.
    if let known = reading.values(at: paths) { return known }
    let unread = reading.unread(paths)
    if !unread.isEmpty {
      let partial = try readState { state in
        try StateSelection.$paths.withValue(unread) {
          try StateSelection.$memo.withValue(memo) { try driver.host.stateValue(state) }
        }
      }
      reading.record(partial)
    }
    if let known = reading.values(at: paths) { return known }
    let whole = try stateValue()
    return paths.map { path in Result { () throws(ValueLookupError) in try whole.lookup(path) } }
  }

  /// Asks for the values at `paths` along with the next ones asked for, at this moment and later:
  /// for checks known to come, whose paths are then read all at once rather than one check after
  /// another. Nothing is asked while the app is not running.
  func willRead(_ paths: [ValuePath]) {
    (try? currentReading())?.ask(paths)
  }

  /// Checks every expectation, failing with all that do not hold, located at the first.
  func checkState(_ expectations: [StateExpectation]) throws(StepError) {
    try StateExpectation.check(expectations, found: try stateValues(at: expectations.map(\.path)))
  }

  /// Whether every expectation holds: ``checkState(_:)`` without describing what does not.
  func stateHolds(_ expectations: [StateExpectation]) throws(StepError) -> Bool {
    let values = try stateValues(at: expectations.map(\.path))
    // By index, copying no expectation.
    return expectations.indices.allSatisfy { index in
      guard case .success(let actual) = values[index] else { return false }
      return expectations[index].matcher.holds(for: actual)
    }
  }

  /// What is known of the state at this moment, from an earlier read of the same state (see
  /// ``AppDriver/stateMoment``).
  private func currentReading() throws(StepError) -> StateReading {
    _ = try driver.runningStore()
    let moment = driver.stateMoment
    if let reading, reading.moment == moment { return reading }
    let reading = StateReading(moment: moment, after: reading)
    self.reading = reading
    return reading
  }

  private func readState(_ read: (Host.Feature.State) throws -> Value) throws(StepError) -> Value {
    let state = try driver.runningStore().state
    do {
      return try read(state)
    } catch {
      throw StepError("cannot read the app's state as a value: \(error)")
    }
  }
}
