import JourneyModel
import Prelude
import ValueCoding
import YAML

/// The `expect` step: state paths with matchers.
extension StepReader {
  /// The matchers a mapping may hold, in the order messages list them.
  static let matcherNames = ["equals", "null", "contains", "count", "atLeast", "atMost", "not"]

  /// The expectations of an `expect` step, or of a `stored` step (`step`), whose paths start
  /// with a store's name.
  func expectStep(_ node: YAMLNode, of step: StepKind.Name) -> [StateExpectation]? {
    guard let pairs = node.mapping, !pairs.isEmpty else {
      reader.reportMismatch(node, expectation(of: step))
      return nil
    }
    var expectations: [StateExpectation] = []
    for pair in pairs {
      let path = statePath(
        pair.key,
        step == .expect
          ? "'\(step)' expects each key to be a state path such as user.profile.email"
          : "'\(step)' expects each key to be a store and a key such as keychain.accessToken")
      let matcher = matcher(pair.value, for: pair.key.scalar?.text ?? "", in: step)
      if let path, let matcher {
        expectations.append(
          StateExpectation(
            path: path, matcher: matcher, location: reader.location(of: pair.key),
            matcherLocation: reader.location(of: pair.value)))
      }
    }
    return expectations.count == pairs.count ? expectations : nil
  }

  /// A scalar or a list is the value expected (null: absent or nil); a mapping is one matcher.
  /// `step` names the step in messages: `expect` or `stored`.
  private func matcher(_ node: YAMLNode, for path: String, in step: StepKind.Name) -> Matcher? {
    guard let pairs = node.mapping else {
      return node.isNull ? .isNull : .equals(reader.value(node))
    }
    let matchers = listed(Self.matcherNames, "or")
    let mappingAdvice = "to expect a mapping, write { equals: { … } }"
    guard pairs.count == 1, let pair = pairs.first else {
      let keys = pairs.map { $0.key.scalar?.text ?? $0.key.kindName }
      let found = pairs.isEmpty ? "an empty mapping" : "\(pairs.count) keys (\(keys.joined(separator: ", ")))"
      // Past an empty mapping, the problem is the first key after the one matcher allowed.
      reader.report(
        "'\(step)' needs one matcher for '\(path)': \(matchers); found \(found); \(mappingAdvice)",
        at: pairs.dropFirst().first?.key ?? node
      )
      return nil
    }
    guard let name = pair.key.scalar?.text, Self.matcherNames.contains(name) else {
      let name = pair.key.scalar?.text ?? pair.key.kindName
      reader.report(
        "unknown matcher '\(name)' for '\(path)'"
          + suggestion(
            for: name, among: Self.matcherNames,
            otherwise: "the matchers are \(listed(Self.matcherNames, "and")); \(mappingAdvice)"
          ),
        at: pair.key
      )
      return nil
    }
    let value = pair.value
    switch name {
    case "equals":
      return value.isNull ? .isNull : .equals(reader.value(value))
    case "null":
      guard let isNull = value.bool else {
        reader.reportMismatch(value, "'null' expects true or false")
        return nil
      }
      return isNull ? .isNull : .not(.isNull)
    case "contains":
      return .contains(reader.value(value))
    case "count":
      guard let count = value.int, count >= 0 else {
        reader.reportMismatch(value, "'count' expects a whole number of at least 0, such as 3")
        return nil
      }
      return .count(count)
    case "atLeast", "atMost":
      guard let bound = value.int.map(Value.int) ?? value.double.map(Value.double) else {
        reader.reportMismatch(value, "'\(name)' expects a number, such as 0")
        return nil
      }
      return name == "atLeast" ? .atLeast(bound) : .atMost(bound)
    default:
      return matcher(value, for: path, in: step).map(Matcher.not)
    }
  }
}
