import JourneyModel
import ValueCoding
import YAML

/// The steps that move virtual time: `wait`, `settle`.
extension StepReader {
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
