import JourneyModel
import Prelude
import YAML

/// What `see` and `notSee` look for.
extension StepReader {
  /// A text (a part of a visible text), or a mapping of one of `contains`, `exact` and
  /// `matches`, whose pattern is compiled here.
  func visibleTextQuery(_ node: YAMLNode, of name: StepKind.Name) -> VisibleTextQuery? {
    guard let pairs = node.mapping else {
      return reader.text(node, expectation(of: name)).map(VisibleTextQuery.substring)
    }
    let keys = VisibleTextQuery.keys
    let entries = reader.entries(of: pairs, keys: keys, in: "in '\(name)'")
    let given = keys.filter { entries[$0] != nil }
    guard given.count == 1, let key = given.first, let value = entries[key] else {
      if given.count > 1, let second = entries.keyNode(given[1]) {
        reader.report(
          "'\(name)' takes one of \(listed(keys, "or")); found \(listed(given, "and")); "
            + "write each as its own step",
          at: second)
      } else if pairs.count == given.count {
        reader.reportMismatch(node, expectation(of: name))
      }
      return nil
    }
    guard pairs.count == 1 else { return nil }
    switch key {
    case "exact":
      return reader.text(value, "'\(name)' expects 'exact' to be a whole visible text, such as Total: 3")
        .map(VisibleTextQuery.exact)
    case "matches":
      return textPattern(value, "'matches' in '\(name)'").map(VisibleTextQuery.matches)
    default:
      return reader.text(value, "'\(name)' expects 'contains' to be a part of a visible text, such as Welcome")
        .map(VisibleTextQuery.substring)
    }
  }
}
