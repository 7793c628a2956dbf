import JourneyModel
import Prelude
import ValueCoding
import YAML

extension NodeReader {
  /// Reads `given`: `mocks`, and the rest for the runner and the host app. With a vocabulary,
  /// keys it does not list are errors.
  func given(_ node: YAMLNode) -> Given {
    if node.isNull { return Given() }
    guard let pairs = node.mapping else {
      reportMismatch(
        node,
        "'given' expects a mapping, such as { mocks: { auth.login: { answer: { id: 1 } } }, "
          + "signedIn: false }"
      )
      return Given()
    }
    var mocks: [MockChange] = []
    var appPairs: [YAMLPair] = []
    for pair in pairs {
      if pair.key.scalar?.text == "mocks" {
        mocks = mockChanges(
          pair.value,
          "'mocks' in 'given' expects mock endpoints with their "
            + "behaviour, such as { auth.login: { answer: { id: 1 }, latency: 2s } }")
        continue
      }
      if let key = pair.key.scalar?.text, let known = session.vocabulary?.givenKeys,
        !known.contains(key)
      {
        let keys = ["mocks"] + known
        report(
          "unknown key '\(key)' in 'given'"
            + suggestion(for: key, among: keys, otherwise: "its keys are \(listed(keys, "and"))"),
          at: pair.key
        )
        continue
      }
      appPairs.append(pair)
    }
    let app = YAMLNode(kind: .mapping(appPairs), mark: node.mark, endMark: node.endMark)
    return Given(mocks: mocks, app: locatedValue(app))
  }

  /// Reads mock changes, `mock.endpoint: behaviour` entries, from a `given`'s `mocks` or a `mock`
  /// step; `expectation` says what was expected, for a node that is not such a mapping.
  func mockChanges(_ node: YAMLNode, _ expectation: @autoclosure () -> String) -> [MockChange] {
    guard let pairs = node.mapping, !pairs.isEmpty else {
      reportMismatch(node, expectation())
      return []
    }
    return pairs.compactMap { pair in
      guard let (mock, endpoint) = mockEndpoint(pair.key) else { return nil }
      return MockChange(
        mock: mock, endpoint: endpoint, behavior: locatedValue(pair.value), location: location(of: pair.key)
      )
    }
  }

  /// Splits `auth.login` into the mock and the endpoint, checking them against the vocabulary.
  private func mockEndpoint(_ key: YAMLNode) -> (mock: String, endpoint: String)? {
    // Split by UTF-8 bytes, where `.` is one byte: a name is ASCII, so a key that splits into
    // two names splits so by its characters too, and one that does not, by neither.
    let parts = key.scalar.map {
      $0.text.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).map(Substring.init)
    }
    guard let parts, parts.count == 2, parts.allSatisfy({ isName($0) }) else {
      report(
        "\(key.foundDescription) is not a mock endpoint; write mock.endpoint, such as auth.login",
        at: key
      )
      return nil
    }
    let (mock, endpoint) = (String(parts[0]), String(parts[1]))
    guard checkMock(mock, endpoint: endpoint, at: key) else { return nil }
    return (mock, endpoint)
  }

  /// Whether the vocabulary, if any, knows `mock` and, if given, its `endpoint`; reports an
  /// error at `node` when not.
  func checkMock(_ mock: String, endpoint: String?, at node: YAMLNode) -> Bool {
    guard let mocks = session.vocabulary?.mocks else { return true }
    guard let endpoints = mocks[mock] else {
      let names = mocks.keys.sorted()
      report(
        "unknown mock '\(mock)'"
          + suggestion(for: mock, among: names, otherwise: "the mocks are \(listed(names, "and"))"),
        at: node
      )
      return false
    }
    guard let endpoint, !endpoints.contains(endpoint) else { return true }
    report(
      "mock '\(mock)' has no endpoint '\(endpoint)'"
        + suggestion(
          for: endpoint, among: endpoints, otherwise: "its endpoints are \(listed(endpoints, "and"))"
        ),
      at: node
    )
    return false
  }
}

/// Whether `text` is a name: ASCII letters, digits and `_`, not starting with a digit.
func isName(_ text: some StringProtocol) -> Bool {
  guard let first = text.utf8.first, !first.isASCIIDigit else { return false }
  return text.utf8.allSatisfy { $0.isASCIILetterOrDigit || $0 == UInt8(ascii: "_") }
}

extension UInt8 {
  /// Whether the byte is an ASCII digit, `0` to `9`.
  var isASCIIDigit: Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self)
  }

  /// Whether the byte is an ASCII letter or digit: comparing bytes, not the Unicode properties
  /// of characters, which cost far more.
  var isASCIILetterOrDigit: Bool {
    isASCIIDigit || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(self | 0x20)
  }
}
