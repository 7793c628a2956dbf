import JourneyModel
import ValueCoding

/// What `expect` and `stored` steps find wrong with the values at their paths.
extension StateExpectation {
  /// Checks each expectation against what was found at its path, failing with all that do not
  /// hold, located at the first.
  static func check(
    _ expectations: [StateExpectation], found values: [Result<Value, ValueLookupError>]
  ) throws(StepError) {
    let problems = zip(expectations, values).compactMap { expectation, value in
      expectation.problem(found: value).map { (expectation.location, $0) }
    }
    guard let first = problems.first else { return }
    throw StepError(problems.map(\.1).joined(separator: "\n"), at: first.0)
  }

  /// What is wrong with the value found at the path, or `nil` when the expectation holds.
  func problem(found value: Result<Value, ValueLookupError>) -> String? {
    var name: String { path.isEmpty ? "the state" : path.description }
    let actual: Value
    switch value {
    case .success(let found): actual = found
    case .failure(let error): return "\(name): \(error)"
    }
    switch matcher.evaluate(actual) {
    case .holds:
      return nil
    case .inapplicable(let reason):
      return "\(name): \(reason)"
    case .fails(let expected):
      if case .equals(let value) = matcher,
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
