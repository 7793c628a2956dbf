import JourneyModel
import MockKit
import ValueCoding

/// The checks on the world outside the app: the calls its mocks received (`calls`) and what its
/// persistent stores hold (`stored`).
///
/// Each `calls` check covers the calls of its mock since the previous `calls` check of that mock,
/// or since the journey started, and marks them all checked, whichever its form. A list must be
/// exactly those calls, in order; `including` must find its calls among them in order, others
/// between them let go; `anyOrder` must be exactly those calls, in any order; `count` must find
/// each endpoint called so many times, whatever the other endpoints. An expected call names the
/// endpoint and, if it gives arguments, a subset of the call's arguments.
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
    let counts: [CallCount]
    if case .count(let expected) = expectation.comparison { counts = expected } else { counts = [] }
    for (endpoint, location) in expectation.calls.map({ ($0.endpoint, $0.location) })
      + counts.map({ ($0.endpoint, $0.location) })
    {
      do {
        _ = try descriptor.endpoint(named: endpoint)
      } catch {
        throw StepError(error.description, at: location)
      }
    }
    let calls = world.calls.filter { $0.mock == mock }
    let checked = checkedCalls[mock, default: 0]
    let actual = Array(calls.dropFirst(checked))
    checkedCalls[mock] = calls.count
    let difference: Difference?
    switch expectation.comparison {
    case .exactly: difference = Self.firstDifference(expected: expectation.calls, actual: actual)
    case .including: difference = Self.missingInOrder(expected: expectation.calls, actual: actual)
    case .anyOrder: difference = Self.unmatched(expected: expectation.calls, actual: actual)
    case .count(let counts): difference = Self.wrongCount(expected: counts, actual: actual)
    }
    guard let difference else { return }
    let expected = counts.isEmpty ? expectation.calls.map(Self.describe) : counts.map(Self.describe)
    let since = checked == 0 ? "since the journey started" : "since the previous '\(StepKind.Name.calls)' check of '\(mock)'"
    let form = expectation.comparison.key.map { " (\($0))" } ?? ""
    throw StepError(
      "calls of mock '\(mock)' \(since): \(difference.message)\n"
        + "  expected\(form):\n" + Self.listing(expected, numbered: counts.isEmpty, marking: difference.expectedLine)
        + "\n  actual:\n" + Self.listing(actual.map(Self.describe), marking: difference.actualLine),
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

  /// Where the expected calls and the actual ones part: what the message says, where the step
  /// fails (the mock when nil), and the line of each list marked as the first that differs.
  private struct Difference {
    var message: String
    var location: FileLocation?
    var expectedLine: Int?
    var actualLine: Int?
  }

  /// Whether `call` is one `expected` describes: its endpoint, with the arguments given among its own.
  private static func matches(_ call: MockCall, _ expected: ExpectedCall) -> Bool {
    call.endpoint == expected.endpoint && (expected.arguments.map { call.arguments.includes($0) } ?? true)
  }

  /// Where the expected calls and the actual ones first part, in order.
  private static func firstDifference(expected: [ExpectedCall], actual: [MockCall]) -> Difference? {
    for (index, (expectedCall, call)) in zip(expected, actual).enumerated() {
      let number = index + 1
      guard expectedCall.endpoint == call.endpoint else {
        return Difference(
          message: "call \(number) is \(call.endpoint), expected \(expectedCall.endpoint)",
          location: expectedCall.location, expectedLine: index, actualLine: index)
      }
      if let arguments = expectedCall.arguments, !call.arguments.includes(arguments) {
        return Difference(
          message: "call \(number) to \(call.endpoint) has arguments \(call.arguments.flowRendered), "
            + "which do not include \(arguments.flowRendered)",
          location: expectedCall.location, expectedLine: index, actualLine: index)
      }
    }
    if expected.count > actual.count {
      let missing = expected[actual.count]
      return Difference(
        message: "expected \(calls(expected.count)), found \(actual.count); \(missing.endpoint) was not called",
        location: missing.location, expectedLine: actual.count)
    }
    if actual.count > expected.count {
      return Difference(
        message: "expected \(calls(expected.count)), found \(actual.count); "
          + "\(describe(actual[expected.count])) was not expected",
        actualLine: expected.count)
    }
    return nil
  }

  /// The first expected call not found, in order, after the one before it: `including`.
  private static func missingInOrder(expected: [ExpectedCall], actual: [MockCall]) -> Difference? {
    var remaining = actual.indices[...]
    for (index, expectedCall) in expected.enumerated() {
      guard let found = remaining.first(where: { matches(actual[$0], expectedCall) }) else {
        let after = remaining.startIndex > 0 ? " after call \(remaining.startIndex), \(describe(actual[remaining.startIndex - 1]))" : ""
        return Difference(
          message: "no call matches \(describe(expectedCall))\(after)", location: expectedCall.location,
          expectedLine: index)
      }
      remaining = actual.indices[(found + 1)...]
    }
    return nil
  }

  /// The first expected call that no call matches, or else the first call no expected call
  /// matches, pairing them so that as many as can be are paired: `anyOrder`.
  private static func unmatched(expected: [ExpectedCall], actual: [MockCall]) -> Difference? {
    // For each actual call, the expected call paired with it; grown by augmenting paths.
    var pairedWith = [Int?](repeating: nil, count: actual.count)
    func pair(_ expectedIndex: Int, visited: inout Set<Int>) -> Bool {
      for index in actual.indices where !visited.contains(index) && matches(actual[index], expected[expectedIndex]) {
        visited.insert(index)
        if let other = pairedWith[index], !pair(other, visited: &visited) { continue }
        pairedWith[index] = expectedIndex
        return true
      }
      return false
    }
    var unpaired: [Int] = []
    for index in expected.indices {
      var visited: Set<Int> = []
      if !pair(index, visited: &visited) { unpaired.append(index) }
    }
    if let first = unpaired.first {
      let call = expected[first]
      return Difference(
        message: "no call matches \(describe(call)), in any order; expected \(calls(expected.count)), "
          + "found \(actual.count)",
        location: call.location, expectedLine: first)
    }
    guard let extra = pairedWith.firstIndex(where: { $0 == nil }) else { return nil }
    return Difference(
      message: "expected \(calls(expected.count)) in any order, found \(actual.count); "
        + "\(describe(actual[extra])) was not expected",
      actualLine: extra)
  }

  /// The first endpoint called another number of times than expected: `count`.
  private static func wrongCount(expected: [CallCount], actual: [MockCall]) -> Difference? {
    for (index, count) in expected.enumerated() {
      let found = actual.filter { $0.endpoint == count.endpoint }.count
      guard found != count.count else { continue }
      return Difference(
        message: "expected \(calls(count.count)) to \(count.endpoint), found \(found)",
        location: count.location, expectedLine: index,
        actualLine: found > count.count ? actual.indices.filter { actual[$0].endpoint == count.endpoint }[count.count] : nil)
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

  /// `login: 2 calls`.
  private static func describe(_ count: CallCount) -> String {
    "\(count.endpoint): \(calls(count.count))"
  }

  /// Lines indented by four spaces, numbered unless `numbered` is false, the one at `marking`
  /// marked `>` as the first that differs; or `none`.
  private static func listing(_ items: [String], numbered: Bool = true, marking marked: Int? = nil) -> String {
    guard !items.isEmpty else { return "    none" }
    return items.enumerated().map { index, item in
      (index == marked ? "  > " : "    ") + (numbered ? "\(index + 1). " : "") + item
    }.joined(separator: "\n")
  }
}
