import JourneyModel
import Prelude
import ValueCoding
import YAML

/// The steps that change the world around the app: `deepLink`, `network`, `mock`, `send`.
extension StepReader {
  func deepLinkStep(_ node: YAMLNode) -> StepKind? {
    guard let url = reader.text(node, expectation(of: .deepLink)) else { return nil }
    guard hasScheme(url) else {
      reader.reportMismatch(node, expectation(of: .deepLink) + ", starting with a scheme and ':'")
      return nil
    }
    return .deepLink(url: url)
  }

  /// Whether `url` starts with a scheme and `:`: a letter, then letters, digits, `+`, `-`, `.`.
  private func hasScheme(_ url: String) -> Bool {
    guard let colon = url.firstIndex(of: ":"), let first = url.first, first.isASCII, first.isLetter
    else { return false }
    return url[..<colon].allSatisfy {
      $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == ".")
    }
  }

  func networkStep(_ node: YAMLNode) -> StepKind? {
    guard let text = reader.text(node, expectation(of: .network)) else { return nil }
    guard let condition = NetworkCondition(rawValue: text) else {
      reader.report(
        "\(expectation(of: .network)); found \(node.foundDescription)"
          + Suggestions.didYouMean(text, in: NetworkCondition.allCases.map(\.rawValue)),
        at: node
      )
      return nil
    }
    return .network(condition)
  }

  func mockStep(_ node: YAMLNode) -> StepKind? {
    let changes = reader.mockChanges(node, expectation(of: .mock))
    return changes.isEmpty ? nil : .mock(changes)
  }

  func sendStep(_ node: YAMLNode) -> StepKind? {
    let name = StepKind.Name.send
    guard let pairs = node.mapping else {
      return casePath(node, expectation(of: name)).map { .send(ActionReference(path: $0)) }
    }
    let entries = reader.entries(of: pairs, keys: keys(of: name), in: "in '\(name)'")
    guard let actionNode = entries["action"] else {
      reader.reportMissing(
        "action", in: "'\(name)'", at: node, example: "{ action: settings.languageChanged, payload: vietnamese }"
      )
      return nil
    }
    let path = casePath(
      actionNode, "'\(name)' expects 'action' to be an action such as settings.languageChanged")
    return path.map { .send(ActionReference(path: $0, payload: entries["payload"].map(reader.locatedValue))) }
  }

  /// An action's case path, such as `auth.loginResponse`: names joined by dots.
  func casePath(_ node: YAMLNode, _ expectation: @autoclosure () -> String) -> String? {
    guard let text = reader.text(node, expectation()) else { return nil }
    guard text.split(separator: ".", omittingEmptySubsequences: false).allSatisfy({ isName($0) }) else {
      reader.reportMismatch(node, expectation())
      return nil
    }
    return text
  }
}
