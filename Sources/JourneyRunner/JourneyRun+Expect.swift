import JourneyModel
import ValueCoding

/// The `expect` step: values in the app's state.
extension JourneyRun {
  /// The app's state as a value.
  func stateValue() throws(StepError) -> Value {
    let state = try runningStore().state
    do {
      return try host.stateValue(state)
    } catch {
      throw StepError("cannot read the app's state as a value: \(error)")
    }
  }

  /// Checks every expectation, failing with all that do not hold, located at the first.
  func check(_ expectations: [StateExpectation]) throws(StepError) {
    let state = try stateValue()
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
