import JourneyModel
import MockKit
import ValueCoding

/// The checks on the world outside the app: the calls its mocks received (`calls`) and what its
/// persistent stores hold (`stored`).
///
/// Each `calls` check covers the calls of its mock since the previous `calls` check of that mock,
/// or since the journey started: the list must be exactly those calls, in order, each expected
/// call naming the endpoint and, if it gives arguments, a subset of the call's arguments.
final class MockChecks {
  let world: MockWorld
  /// For each mock, how many of its calls `calls` steps have checked.
  private(set) var checkedCalls: [String: Int] = [:]

  init(world: MockWorld) {
    self.world = world
  }

  /// Counts the calls the world logged so far as checked: those `given` made, before the journey
  /// started.
  func markCallsSoFarChecked() {
    for call in world.calls {
      checkedCalls[call.mock, default: 0] += 1
    }
  }

  /// Checks each mock's calls since its previous check, failing at the first that differs.
  func checkCalls(_ expectations: [CallsExpectation]) throws(StepError) {
    for expectation in expectations {
      try checkCalls(of: expectation)
    }
  }

  private func checkCalls(of expectation: CallsExpectation) throws(StepError) {
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
    guard let difference = Self.firstDifference(expected: expectation.calls, actual: actual) else { return }
    let since = checked == 0 ? "since the journey started" : "since the previous '\(StepKind.Name.calls)' check of '\(mock)'"
    throw StepError(
      "calls of mock '\(mock)' \(since): \(difference.message)\n"
        + "  expected:\n" + Self.listing(expectation.calls.map(Self.describe))
        + "\n  actual:\n" + Self.listing(actual.map(Self.describe)),
      at: difference.location ?? expectation.location)
  }

  /// Checks what the persistent stores hold: each path is a store's name and a key, read in a
  /// mapping of every store's contents, where a key the store does not hold reads as `null`.
  func checkStored(_ expectations: [StateExpectation]) throws(StepError) {
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
    try StateExpectation.check(
      expectations,
      found: expectations.map { expectation in
        Result { () throws(ValueLookupError) in try contents.lookup(expectation.path) }
      })
  }

  /// Where the expected calls and the actual ones first part.
  private static func firstDifference(
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
        "expected \(calls(expected.count)), found \(actual.count); \(missing.endpoint) was not called",
        missing.location
      )
    }
    if actual.count > expected.count {
      return (
        "expected \(calls(expected.count)), found \(actual.count); "
          + "\(describe(actual[expected.count])) was not expected",
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
