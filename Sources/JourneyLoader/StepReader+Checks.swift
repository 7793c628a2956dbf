import JourneyModel
import Synchronization
import ValueCoding
import YAML

/// The checks on what happened: `calls`, `receive`, `notReceive`.
extension StepReader {
  func callsStep(_ node: YAMLNode) -> StepKind? {
    let name = StepKind.Name.calls
    guard let pairs = node.mapping, !pairs.isEmpty else {
      reader.reportMismatch(node, expectation(of: name))
      return nil
    }
    var expectations: [CallsExpectation] = []
    var isComplete = true
    for pair in pairs {
      guard let mock = pair.key.scalar?.text, isName(mock) else {
        reader.reportMismatch(pair.key, "'\(name)' expects each key to be a mock's name, such as auth")
        isComplete = false
        continue
      }
      guard reader.checkMock(mock, endpoint: nil, at: pair.key) else {
        isComplete = false
        continue
      }
      let location = reader.location(of: pair.key)
      if let items = pair.value.sequence {
        let calls = items.compactMap { expectedCall($0, of: mock) }
        isComplete = isComplete && calls.count == items.count
        expectations.append(CallsExpectation(mock: mock, calls: calls, location: location))
      } else if let expectation = comparedCalls(pair.value, of: mock, at: location) {
        expectations.append(expectation)
      } else {
        isComplete = false
      }
    }
    return isComplete ? .calls(expectations) : nil
  }

  /// A mock's calls compared otherwise than exactly in order: a mapping of one of `including`,
  /// `anyOrder` (each a list of calls) and `count` (endpoints with their numbers of calls).
  private func comparedCalls(_ node: YAMLNode, of mock: String, at location: FileLocation) -> CallsExpectation? {
    let name = StepKind.Name.calls
    let forms =
      "the list of the calls of '\(mock)', such as [login, { login: { email: ada@example.com } }] "
      + "or [] for none, or a mapping of one of 'including' (these calls in order, among others), "
      + "'anyOrder' (exactly these calls, in any order) and 'count' (how many calls of each endpoint), "
      + "such as { including: [login] } or { count: { login: 2 } }"
    guard let pairs = node.mapping, !pairs.isEmpty else {
      reader.reportMismatch(node, "'\(name)' expects \(forms)")
      return nil
    }
    let keys = CallsExpectation.Comparison.keys
    let entries = reader.entries(of: pairs, keys: keys, in: "in the calls of '\(mock)'")
    let given = keys.filter { entries[$0] != nil }
    guard given.count == 1, let key = given.first, let value = entries[key] else {
      if given.count > 1 {
        reader.report(
          "the calls of '\(mock)' take one of \(keys.map { "'\($0)'" }.joined(separator: ", ")), "
            + "found \(given.map { "'\($0)'" }.joined(separator: " and ")); keep one",
          at: node)
      }
      return nil
    }
    guard key == "count" else {
      guard let items = value.sequence else {
        reader.reportMismatch(
          value, "'\(key)' expects a list of calls of '\(mock)', such as [login, { fetchProfile: { accessToken: a } }]")
        return nil
      }
      let calls = items.compactMap { expectedCall($0, of: mock) }
      guard calls.count == items.count else { return nil }
      return CallsExpectation(
        mock: mock, calls: calls, comparison: key == "including" ? .including : .anyOrder, location: location)
    }
    var countExpectation: String {
      "'count' expects endpoints of '\(mock)' with their numbers of calls, such as { login: 2 }"
    }
    guard let countPairs = value.mapping, !countPairs.isEmpty else {
      reader.reportMismatch(value, countExpectation)
      return nil
    }
    let counts = countPairs.compactMap { pair -> CallCount? in
      guard let endpoint = pair.key.scalar?.text, isName(endpoint) else {
        reader.reportMismatch(pair.key, countExpectation)
        return nil
      }
      guard reader.checkMock(mock, endpoint: endpoint, at: pair.key) else { return nil }
      guard let count = pair.value.int, count >= 0 else {
        reader.reportMismatch(pair.value, "'count' expects the number of calls of '\(mock).\(endpoint)', such as 2")
        return nil
      }
      return CallCount(endpoint: endpoint, count: count, location: reader.location(of: pair.key))
    }
    guard counts.count == countPairs.count else { return nil }
    return CallsExpectation(mock: mock, calls: [], comparison: .count(counts), location: location)
  }

  /// `login`, or `{ login: { email: ada@example.com } }`.
  private func expectedCall(_ node: YAMLNode, of mock: String) -> ExpectedCall? {
    // Worded only for a message: most calls are as expected.
    var expectation: String {
      "'\(StepKind.Name.calls)' expects each call to be an endpoint such as login, or an endpoint with arguments "
        + "the call must include, such as { login: { email: ada@example.com } }"
    }
    let endpointNode: YAMLNode
    var arguments: LocatedValue?
    if let pairs = node.mapping, pairs.count == 1, let pair = pairs.first {
      endpointNode = pair.key
      arguments = reader.locatedValue(pair.value)
    } else if let scalar = node.scalar, !scalar.isNull {
      endpointNode = node
    } else {
      reader.reportMismatch(node, expectation)
      return nil
    }
    guard let endpoint = endpointNode.scalar?.text, isName(endpoint) else {
      reader.reportMismatch(endpointNode, expectation)
      return nil
    }
    guard reader.checkMock(mock, endpoint: endpoint, at: endpointNode) else { return nil }
    var argumentLocations: [String: FileLocation] = [:]
    if let arguments, case .object(let object) = arguments.value {
      for name in object.keys {
        argumentLocations[name] = arguments.location(of: .key([.key(name)]))
      }
    }
    return ExpectedCall(
      endpoint: endpoint, arguments: arguments?.value, location: reader.location(of: node),
      argumentLocations: argumentLocations)
  }

  /// What `receive` and `notReceive` take: case-path prefixes, as a list or one alone; an empty
  /// list, which `receive` takes, `notReceive` refuses as checking nothing.
  func actionPatterns(_ node: YAMLNode, of name: StepKind.Name) -> [ActionPattern]? {
    let items = node.sequence ?? [node]
    var expectation: String { "'\(name)' expects actions such as auth.loginResponse, as a list or one alone" }
    if items.isEmpty, name == .notReceive {
      reader.report(
        "'\(name)' expects actions such as auth.loginResponse, as a list or one alone; an empty list "
          + "checks nothing: name the actions that must not have been delivered",
        at: node)
      return nil
    }
    let patterns = items.compactMap { item in
      casePath(item, expectation).map {
        ActionPattern(path: $0.split(separator: ".").map(String.init), location: reader.location(of: item))
      }
    }
    return patterns.count == items.count ? patterns : nil
  }

  /// A state path such as `user.profile.email`; a syntax error is reported at its column where
  /// the text is plain on one line.
  func statePath(_ node: YAMLNode, _ expectation: @autoclosure () -> String) -> ValuePath? {
    guard let text = reader.text(node, expectation()) else { return nil }
    do throws(ValuePathSyntaxError) {
      return try Self.parsedStatePath(text)
    } catch {
      var location = reader.location(of: node)
      if node.scalar?.style == .plain, !text.contains(where: \.isNewline) {
        location.column += error.column - 1
      }
      reader.session.report(Diagnostic(at: location, "bad state path: \(error)"))
      return nil
    }
  }

  /// The state path `text` parses as, parsed once per process and kept in `statePaths`.
  private static func parsedStatePath(_ text: String) throws(ValuePathSyntaxError) -> ValuePath {
    if let known = statePaths.withLock({ $0[text] }) { return known }
    let path = try ValuePath(parsing: text)
    statePaths.withLock { $0[text] = path }
    return path
  }

  /// The state paths parsed so far in this process, by text: a parse is a function of the text
  /// alone, and a suite writes a few dozen paths in hundreds of steps. Only paths are kept: a
  /// table holding a result that may be an error would first ask the runtime whether the error
  /// is one, which scans every conformance the process loaded, and a text that is no path is
  /// rare and reported.
  private static let statePaths = Mutex<[String: ValuePath]>([:])
}
