import JourneyModel
import Prelude
import ValueCoding
import YAML

/// The steps that move virtual time: `wait`, `settle`.
extension StepReader {
  /// `wait`: a duration, or `{ until: <check>, atMost: <duration> }`, waiting for a check of the
  /// screen or the state rather than for a fixed time.
  func waitStep(_ node: YAMLNode) -> StepKind? {
    let name = StepKind.Name.wait
    guard let pairs = node.mapping else { return duration(node, for: name).map(StepKind.wait) }
    let example = "{ until: { screen: Home }, atMost: 2s }"
    let entries = reader.entries(of: pairs, keys: ["until", "atMost"], in: "in '\(name)'")
    let check = entries["until"].flatMap(waitingCheck)
    if entries["until"] == nil { reader.reportMissing("until", in: "'\(name)'", at: node, example: example) }
    guard let limitNode = entries["atMost"] else {
      reader.reportMissing("atMost", in: "'\(name)'", at: node, example: example)
      return nil
    }
    guard let limit = atMost(limitNode), let check else { return nil }
    return .waitUntil(check, atMost: limit)
  }

  /// The check under `until`: one step of ``/JourneyModel/StepKind/waitingChecks``.
  private func waitingCheck(_ node: YAMLNode) -> StepKind? {
    var checks: String { listed(StepKind.waitingChecks.map(\.rawValue), "or") }
    guard node.mapping != nil else {
      reader.reportMismatch(node, "'until' of '\(StepKind.Name.wait)' expects a check of \(checks), such as { screen: Home }")
      return nil
    }
    guard let step = step(node) else { return nil }
    guard StepKind.waitingChecks.contains(step.kind.kindName) else {
      reader.report(
        "'until' of '\(StepKind.Name.wait)' takes a check of the screen or the state (\(checks)); "
          + "'\(step.kind.name)' is not one: write it as its own step after the wait",
        at: node)
      return nil
    }
    return step.kind
  }

  /// The longest a `wait` with `until` waits: a duration above zero.
  private func atMost(_ node: YAMLNode) -> Duration? {
    guard let text = node.scalar?.text, let limit = parseDuration(text) else {
      reader.reportMismatch(node, "'atMost' of '\(StepKind.Name.wait)' expects a duration such as 2s, the longest to wait")
      return nil
    }
    guard limit > .zero else {
      reader.report(
        "'atMost' of '\(StepKind.Name.wait)' expects a duration above 0s; found \(node.foundDescription); "
          + "to check at once, write the check as its own step",
        at: node)
      return nil
    }
    return limit
  }

  func settleStep(_ node: YAMLNode) -> StepKind? {
    let name = StepKind.Name.settle
    guard let limit = duration(node, for: name) else { return nil }
    guard limit > .zero else {
      reader.report("'\(name)' expects a time limit above 0s; found \(node.foundDescription)", at: node)
      return nil
    }
    return .settle(limit: limit)
  }

  /// A duration such as `300ms`, `1.5s` or `1h30m`, the argument of the step `name`.
  func duration(_ node: YAMLNode, for name: StepKind.Name) -> Duration? {
    guard let text = reader.text(node, expectation(of: name)) else { return nil }
    if let duration = parseDuration(text) { return duration }
    let isNumber =
      text.contains { $0.isASCII && $0.isNumber }
      && text.allSatisfy { ($0.isASCII && $0.isNumber) || $0 == "." }
    let advice =
      isNumber
      ? "a duration needs a unit (h, m, s or ms), such as \(text)ms or \(text)s"
      : "a duration is a number and a unit (h, m, s or ms), or several from the largest unit down, "
        + "such as 1.5s, 1m30s or 1h30m"
    reader.report("\(expectation(of: name)); found \(node.foundDescription); \(advice)", at: node)
    return nil
  }
}
