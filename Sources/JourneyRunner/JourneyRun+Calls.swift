import JourneyModel
import MockKit
import ValueCoding

/// The `calls` step: the calls a mock received.
///
/// Each check covers the calls of its mock since the previous `calls` check of that mock, or
/// since the journey started: the list must be exactly those calls, in order, each expected
/// call naming the endpoint and, if it gives arguments, a subset of the call's arguments.
extension JourneyRun {
  func check(_ expectations: [CallsExpectation]) throws(StepError) {
    for expectation in expectations {
      try check(expectation)
    }
  }

  private func check(_ expectation: CallsExpectation) throws(StepError) {
    let mock = expectation.mock
    let descriptor: MockDescriptor
    do {
      descriptor = try world.catalog.descriptor(named: mock)
    } catch {
      throw StepError(error.description, at: expectation.location)
    }
    for call in expectation.calls {
      do {
        _ = try descriptor.endpoint(named: call.endpoint)
      } catch {
        throw StepError(error.description, at: call.location)
      }
    }
    let calls = world.calls.filter { $0.mock == mock }
    let checked = checkedCalls[mock, default: 0]
    let actual = Array(calls.dropFirst(checked))
    checkedCalls[mock] = calls.count
    guard let difference = firstDifference(expected: expectation.calls, actual: actual) else { return }
    let since = checked == 0 ? "since the journey started" : "since the previous '\(StepKind.Name.calls)' check of '\(mock)'"
    throw StepError(
      "calls of mock '\(mock)' \(since): \(difference.message)\n"
        + "  expected:\n" + Self.listing(expectation.calls.map(Self.describe))
        + "\n  actual:\n" + Self.listing(actual.map(Self.describe)),
      at: difference.location ?? expectation.location)
  }

  /// Where the expected calls and the actual ones first part.
  private func firstDifference(
    expected: [ExpectedCall], actual: [MockCall]
  ) -> (message: String, location: FileLocation?)? {
    for (index, (expectedCall, call)) in zip(expected, actual).enumerated() {
      let number = index + 1
      guard expectedCall.endpoint == call.endpoint else {
        return (
          "call \(number) is \(call.endpoint), expected \(expectedCall.endpoint)", expectedCall.location
        )
      }
      if let arguments = expectedCall.arguments, !call.arguments.includes(arguments) {
        return (
          "call \(number) to \(call.endpoint) has arguments \(call.arguments.flowRendered), "
            + "which do not include \(arguments.flowRendered)",
          expectedCall.location
        )
      }
    }
    if expected.count > actual.count {
      let missing = expected[actual.count]
      return (
        "expected \(Self.calls(expected.count)), found \(actual.count); \(missing.endpoint) was not called",
        missing.location
      )
    }
    if actual.count > expected.count {
      return (
        "expected \(Self.calls(expected.count)), found \(actual.count); "
          + "\(Self.describe(actual[expected.count])) was not expected",
        nil
      )
    }
    return nil
  }

  private static func calls(_ count: Int) -> String {
    count == 1 ? "1 call" : "\(count) calls"
  }

  /// `login {email: ada@example.com}`, or `logout` without arguments.
  private static func describe(_ call: MockCall) -> String {
    if case .object(let arguments) = call.arguments, arguments.isEmpty { return call.endpoint }
    return "\(call.endpoint) \(call.arguments.flowRendered)"
  }

  /// `login including {email: ada@example.com}`, or `login`.
  private static func describe(_ call: ExpectedCall) -> String {
    call.arguments.map { "\(call.endpoint) including \($0.flowRendered)" } ?? call.endpoint
  }

  /// Numbered lines indented by four spaces, or `none`.
  private static func listing(_ items: [String]) -> String {
    guard !items.isEmpty else { return "    none" }
    return items.enumerated().map { "    \($0.offset + 1). \($0.element)" }.joined(separator: "\n")
  }
}
