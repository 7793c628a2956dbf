import JourneyModel
import Prelude
import ValueCoding
import YAML

/// The `expect` step: state paths with matchers.
extension StepReader {
  /// The matchers a mapping may hold, in the order messages list them.
  static let matcherNames = [
    "equals", "null", "contains", "prefix", "matches", "count", "atLeast", "atMost", "not",
  ]

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

  /// A scalar or a list is the value expected (null: absent or nil); a mapping is matchers, all
  /// of which must hold. `step` names the step in messages: `expect` or `stored`.
  private func matcher(_ node: YAMLNode, for path: String, in step: StepKind.Name) -> Matcher? {
    guard let pairs = node.mapping else {
      return node.isNull ? .isNull : .equals(reader.value(node))
    }
    let mappingAdvice = "to expect a mapping, write { equals: { … } }"
    guard !pairs.isEmpty else {
      reader.report(
        "'\(step)' needs at least one matcher for '\(path)': \(listed(Self.matcherNames, "or")); "
          + "found an empty mapping; \(mappingAdvice)",
        at: node)
      return nil
    }
    var matchers: [Matcher] = []
    for pair in pairs {
      guard let name = pair.key.scalar?.text, Self.matcherNames.contains(name) else {
        let name = pair.key.scalar?.text ?? pair.key.kindName
        // `state: { user.name: Ada }` reads as a state path named `state` with matchers.
        let otherwise =
          step == .expect && path == "state"
          ? "'expect' takes the state's paths as its keys, with no 'state' around them: write - expect: { \(name): … }"
          : "the matchers are \(listed(Self.matcherNames, "and")); \(mappingAdvice)"
        reader.report(
          "unknown matcher '\(name)' for '\(path)'" + suggestion(for: name, among: Self.matcherNames, otherwise: otherwise),
          at: pair.key
        )
        continue
      }
      if let matcher = matcher(named: name, pair.value, for: path, in: step) { matchers.append(matcher) }
    }
    guard matchers.count == pairs.count else { return nil }
    return matchers.count == 1 ? matchers[0] : .all(matchers)
  }

  /// The matcher `name` with its argument `value`.
  private func matcher(named name: String, _ value: YAMLNode, for path: String, in step: StepKind.Name) -> Matcher? {
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
    case "prefix":
      return reader.text(value, "'prefix' expects the text the value starts with, such as Ada").map(Matcher.prefix)
    case "matches":
      return textPattern(value, "'matches' for '\(path)'").map(Matcher.matches)
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

  /// The regular expression `node` writes, compiled; reports text that is none, with the
  /// parser's reason. `subject` names what takes it in messages, as "'matches' for 'user.name'".
  func textPattern(_ node: YAMLNode, _ subject: String) -> TextPattern? {
    let dialect = "a regular expression in Swift Regex syntax, as Regex(_:) parses it"
    guard let source = reader.text(node, "\(subject) expects \(dialect), such as \"Error \\d+\"") else {
      return nil
    }
    do {
      return try TextPattern(source)
    } catch {
      reader.report(
        "\(subject) expects \(dialect): \(error) in \(source.quoted); "
          + "write \\ before ( ) [ ] { } . * + ? | ^ $ \\ to match it as text",
        at: node)
      return nil
    }
  }
}
