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
      reader.reportMismatch(node, "'steps' expects a list of steps, such as [\(StepKind.Name.launch), { \(StepKind.Name.tap): Sign In }]")
      return []
    }
    guard !items.isEmpty else {
      reader.report("'steps' is empty; add at least one step, such as - \(StepKind.Name.launch)", at: node)
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
  func step(_ node: YAMLNode) -> Step? {
    let kind: StepKind?
    switch node.kind {
    case .scalar(let scalar) where !scalar.isNull:
      guard let (name, argument) = stepName(scalar.text, at: node) else { return nil }
      guard !argument.isRequired else {
        reader.report("\(expectation(of: name)); found nothing", at: node)
        return nil
      }
      kind = self.kind(name, argument: nil)
    case .mapping(let pairs):
      guard pairs.count == 1, let pair = pairs.first else {
        reportSeveralKeys(pairs, at: node)
        return nil
      }
      guard let written = pair.key.scalar?.text else {
        reader.report(
          "a step's key is its kind, such as tap; found \(pair.key.foundDescription)", at: pair.key)
        return nil
      }
      guard let (name, takes) = stepName(written, at: pair.key) else { return nil }
      let argument = pair.value.isNull && !takes.isRequired ? nil : pair.value
      if takes == .none, let argument {
        reader.report("'\(name)' takes no argument; write - \(name)", at: argument)
        return nil
      }
      kind = self.kind(name, argument: argument)
    case .scalar, .sequence:
      reader.reportMismatch(node, Self.stepExpectation)
      return nil
    }
    return kind.map { Step($0, at: reader.location(of: node)) }
  }

  /// The step kind named `name`, with the argument it takes; reports an unknown step at `node`.
  private func stepName(_ name: String, at node: YAMLNode) -> (kind: StepKind.Name, argument: StepArgument)? {
    if let kind = Self.stepNames[name] { return kind }
    let words = name.split(separator: " ", maxSplits: 1)
    if words.count == 2, StepKind.Name(rawValue: String(words[0])) != nil {
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

  /// The step kinds by name, each with the argument it takes: a step's name is found with one
  /// lookup, rather than compared with the name of each kind in turn, and its declaration is not
  /// made again for every step.
  private static let stepNames = Dictionary(
    uniqueKeysWithValues: StepKind.Name.allCases.map { ($0.rawValue, (kind: $0, argument: $0.declaration.argument)) })

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
      StepKind.Name(rawValue: name)?.declaration.argument.isRequired == true
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
    "a step is a step's name such as \(StepKind.Name.launch), or a mapping of a step's name to its argument "
    + "such as { \(StepKind.Name.tap): Sign In }"

  /// "'wait' expects a duration such as 300ms, 1s or 2h".
  func expectation(of name: StepKind.Name) -> String {
    "'\(name)' expects \(name.declaration.example)"
  }

  /// The keys the mapping argument of the step kind `name` takes.
  func keys(of name: StepKind.Name) -> [String] {
    name.declaration.argument.shape?.keyNames ?? []
  }

  /// The step of kind `name` with its argument, which is there when the kind requires one and
  /// absent when it takes none; nil, reported, when the argument is wrong.
  private func kind(_ name: StepKind.Name, argument: YAMLNode?) -> StepKind? {
    switch name {
    case .launch: .launch
    case .relaunch: .relaunch
    case .background: .background
    case .foreground: .foreground
    case .tap: argument.flatMap { elementInteraction($0, name, StepKind.tap) }
    case .type: argument.flatMap(typeStep)
    case .clear: argument.flatMap { elementInteraction($0, name, StepKind.clear) }
    case .toggle: argument.flatMap(toggleStep)
    case .select: argument.flatMap(selectStep)
    case .back: .back
    case .dismiss: .dismiss
    case .answer: argument.flatMap(answerStep)
    case .deepLink: argument.flatMap(deepLinkStep)
    case .network: argument.flatMap(networkStep)
    case .mock: argument.flatMap(mockStep)
    case .send: argument.flatMap(sendStep)
    case .wait: argument.flatMap(waitStep)
    case .settle: if let argument { settleStep(argument) } else { .settle(limit: JourneyLoader.defaultSettleLimit) }
    case .see: argument.flatMap { visibleTextQuery($0, of: name) }.map(StepKind.see)
    case .notSee: argument.flatMap { visibleTextQuery($0, of: name) }.map(StepKind.notSee)
    case .screen: argument.flatMap { reader.text($0, expectation(of: name)) }.map(StepKind.screen)
    case .element: argument.flatMap(elementStep)
    case .expect: argument.flatMap { expectStep($0, of: name) }.map(StepKind.expect)
    case .stored: argument.flatMap { expectStep($0, of: name) }.map(StepKind.stored)
    case .calls: argument.flatMap(callsStep)
    case .receive: argument.flatMap { actionPatterns($0, of: name) }.map(StepKind.receive)
    case .notReceive: argument.flatMap { actionPatterns($0, of: name) }.map(StepKind.notReceive)
    case .snapshot: argument.flatMap(snapshotStep)
    case .run: argument.flatMap(runStep)
    }
  }
}
