import JourneyModel
import Prelude
import YAML

/// Reads the steps of a journey or a subflow.
struct StepReader {
  let reader: NodeReader
  /// The files from the journey down to the one being read, each running the next: for finding
  /// cycles of subflows and bounding their depth.
  let chain: [String]

  /// Reads a `steps` list. A bad step is reported and skipped, and reading goes on with the next.
  func steps(_ node: YAMLNode) -> [Step] {
    guard let items = node.sequence else {
      reader.reportMismatch(node, "'steps' expects a list of steps, such as [launch, { tap: Sign In }]")
      return []
    }
    guard !items.isEmpty else {
      reader.report("'steps' is empty; add at least one step, such as - launch", at: node)
      return []
    }
    var steps: [Step] = []
    for item in items {
      guard reader.session.takeStep(at: reader.location(of: item)) else { break }
      if let step = step(item) { steps.append(step) }
    }
    return steps
  }

  /// Reads one step: a bare step name, or a mapping of one step name to its argument.
  private func step(_ node: YAMLNode) -> Step? {
    let kind: StepKind?
    switch node.kind {
    case .scalar(let scalar) where !scalar.isNull:
      guard let syntax = syntax(named: scalar.text, at: node) else { return nil }
      guard syntax.argument != .required else {
        reader.report("'\(scalar.text)' expects \(syntax.example); found nothing", at: node)
        return nil
      }
      kind = self.kind(named: scalar.text, argument: nil)
    case .mapping(let pairs):
      guard pairs.count == 1, let pair = pairs.first else {
        reportSeveralKeys(pairs, at: node)
        return nil
      }
      guard let name = pair.key.scalar?.text else {
        reader.report(
          "a step's key is its kind, such as tap; found \(pair.key.foundDescription)", at: pair.key)
        return nil
      }
      guard let syntax = syntax(named: name, at: pair.key) else { return nil }
      let argument = pair.value.isNull && syntax.argument != .required ? nil : pair.value
      if syntax.argument == .none, let argument {
        reader.report("'\(name)' takes no argument; write - \(name)", at: argument)
        return nil
      }
      kind = self.kind(named: name, argument: argument)
    case .scalar, .sequence:
      reader.reportMismatch(node, Self.stepExpectation)
      return nil
    }
    return kind.map { Step($0, at: reader.location(of: node)) }
  }

  /// The syntax of the step kind `name`; reports an unknown step at `node`.
  private func syntax(named name: String, at node: YAMLNode) -> StepSyntax? {
    if let syntax = StepSyntax.named(name) { return syntax }
    let words = name.split(separator: " ", maxSplits: 1)
    if words.count == 2, StepSyntax.named(String(words[0])) != nil {
      reader.report(
        "unknown step '\(name)'; write - \(words[0]): \(words[1]), with ': ' after the step's name",
        at: node
      )
      return nil
    }
    reader.report(
      "unknown step '\(name)'"
        + suggestion(
          for: name, among: StepKind.allNames, otherwise: "the steps are \(listed(StepKind.allNames, "and"))"
        ),
      at: node
    )
    return nil
  }

  /// Reports a step mapping with other than one key, explaining the usual cause: an argument's
  /// keys written level with the step's name instead of under it. The report is at the first
  /// key past the step's name.
  private func reportSeveralKeys(_ pairs: [YAMLPair], at node: YAMLNode) {
    guard !pairs.isEmpty else {
      reader.reportMismatch(node, Self.stepExpectation)
      return
    }
    let keys = pairs.map { $0.key.scalar?.text ?? $0.key.kindName }
    if let first = pairs.first, first.value.isNull, let name = first.key.scalar?.text,
      StepSyntax.named(name)?.argument == .required
    {
      let rest = keys.dropFirst().map { "'\($0)'" }
      reader.report(
        "\(listed(rest, "and")) \(rest.count == 1 ? "is" : "are") level with '\(name)', so "
          + "\(rest.count == 1 ? "it is" : "they are") part of the step rather than its argument; "
          + "indent \(rest.count == 1 ? "it" : "them") under '\(name)'",
        at: pairs[1].key
      )
      return
    }
    reader.report(
      "a step is a mapping with one key, the step's name; found \(pairs.count) keys "
        + "(\(keys.joined(separator: ", "))); write each step as its own '- ' item",
      at: pairs[1].key
    )
  }

  /// What a step looks like, for messages about an item of `steps` that is no step.
  static let stepExpectation =
    "a step is a step's name such as launch, or a mapping of a step's name to its argument such as "
    + "{ tap: Sign In }"

  /// "'wait' expects a duration such as 300ms, 1s or 2h".
  func expectation(of name: String) -> String {
    "'\(name)' expects \(StepSyntax.named(name)?.example ?? "an argument")"
  }

  /// The step kind `name` with its argument, nil for none.
  private func kind(named name: String, argument: YAMLNode?) -> StepKind? {
    guard let argument else {
      switch name {
      case "launch": return .launch
      case "relaunch": return .relaunch
      case "background": return .background
      case "foreground": return .foreground
      case "back": return .back
      case "dismiss": return .dismiss
      case "settle": return .settle(limit: JourneyLoader.defaultSettleLimit)
      default: return nil
      }
    }
    switch name {
    case "tap": return elementInteraction(argument, name, StepKind.tap)
    case "type": return typeStep(argument)
    case "clear": return elementInteraction(argument, name, StepKind.clear)
    case "toggle": return toggleStep(argument)
    case "select": return selectStep(argument)
    case "answer": return answerStep(argument)
    case "deepLink": return deepLinkStep(argument)
    case "network": return networkStep(argument)
    case "mock": return mockStep(argument)
    case "send": return sendStep(argument)
    case "wait": return duration(argument, for: name).map(StepKind.wait)
    case "settle": return settleStep(argument)
    case "see": return reader.text(argument, expectation(of: name)).map(StepKind.see)
    case "notSee": return reader.text(argument, expectation(of: name)).map(StepKind.notSee)
    case "screen": return reader.text(argument, expectation(of: name)).map(StepKind.screen)
    case "element": return elementStep(argument)
    case "expect": return expectStep(argument)
    case "stored": return expectStep(argument, of: "stored").map(StepKind.stored)
    case "calls": return callsStep(argument)
    case "receive": return receiveStep(argument)
    case "snapshot": return snapshotStep(argument)
    case "run": return runStep(argument)
    default: return nil
    }
  }
}
