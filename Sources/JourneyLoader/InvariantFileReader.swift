import JourneyModel
import Prelude
import YAML

/// Reads an invariants file (`*.invariants.yaml`): a mapping with `invariants`, a list of
/// `{name, screens, when, check}` where `when` and `check` are lists of steps that only look,
/// and optionally `allowDeadControls`, a list of `{screen, label, id}`.
struct InvariantFileReader {
  let reader: NodeReader

  static let keys = ["name", "screens", "when", "check"]
  static let allowanceKeys = ["screen", "label", "id"]

  /// What an invariants file holds as far as it could be read: the invariants that could be read
  /// whole, the allowed dead controls, and every step that could be read and only looks, those
  /// of invariants with a problem too, so that they can be checked further.
  typealias Contents = (file: InvariantsFile, steps: [Step])

  func read() -> Contents {
    let problem: String
    switch reader.session.document(atPath: reader.file) {
    case .root(let root, _): return read(root)
    case .invalid: return (InvariantsFile(invariants: []), [])
    case .missing: problem = "no such file" + reader.session.fileSystem.whereRelativePathsStart(for: reader.file)
    case .folder: problem = "'\(reader.file)' is a folder, not an invariants file"
    case .unreadable: problem = "cannot read the file"
    case .empty: problem = "the file is empty; an invariants file is a mapping with 'invariants'"
    }
    reader.session.report(Diagnostic(at: FileLocation(file: reader.file, line: 1, column: 1), problem))
    return (InvariantsFile(invariants: []), [])
  }

  private func read(_ root: YAMLNode) -> Contents {
    let example = "invariants: [{ name: Never negative, check: [{ expect: { count: { atLeast: 0 } } }] }]"
    guard let pairs = root.mapping else {
      reader.reportMismatch(root, "an invariants file is a mapping with 'invariants', such as \(example)")
      return (InvariantsFile(invariants: []), [])
    }
    let entries = reader.entries(of: pairs, keys: ["invariants", "allowDeadControls"], in: "in an invariants file")
    let allowances = entries["allowDeadControls"].map(deadControlAllowances) ?? []
    guard let list = entries["invariants"] else {
      reader.reportMissing("invariants", in: "an invariants file", at: root, example: example)
      return (InvariantsFile(invariants: [], allowedDeadControls: allowances), [])
    }
    guard let items = list.sequence, !items.isEmpty else {
      reader.reportMismatch(list, "'invariants' expects a list of invariants, such as [{ name: …, check: […] }]")
      return (InvariantsFile(invariants: [], allowedDeadControls: allowances), [])
    }
    let read = items.map(invariant)
    return (InvariantsFile(invariants: read.compactMap(\.invariant), allowedDeadControls: allowances), read.flatMap(\.steps))
  }

  /// The entries of `allowDeadControls` that could be read; the others are reported.
  private func deadControlAllowances(_ node: YAMLNode) -> [DeadControlAllowance] {
    guard let items = node.sequence, !items.isEmpty else {
      reader.reportMismatch(
        node,
        "'allowDeadControls' expects a list of the enabled elements that may do nothing when used, "
          + "such as [{ screen: Settings, label: About }]")
      return []
    }
    return items.compactMap(deadControlAllowance)
  }

  private func deadControlAllowance(_ node: YAMLNode) -> DeadControlAllowance? {
    let example = "{ screen: Settings, label: About }"
    guard let pairs = node.mapping else {
      reader.reportMismatch(
        node, "an entry of 'allowDeadControls' is a mapping with 'label' or 'id', and optionally 'screen', such as \(example)")
      return nil
    }
    let entries = reader.entries(of: pairs, keys: Self.allowanceKeys, in: "in an entry of 'allowDeadControls'")
    var texts: [String: String] = [:]
    var isComplete = true
    for key in Self.allowanceKeys {
      guard let value = entries[key] else { continue }
      let expectation = key == "screen" ? "'screen' expects a screen's name, such as Settings" : "'\(key)' expects an element's \(key), as text"
      if let text = reader.text(value, expectation) { texts[key] = text } else { isComplete = false }
    }
    guard entries["label"] != nil || entries["id"] != nil else {
      reader.reportMissing("label", in: "an entry of 'allowDeadControls'", at: node, example: example + " (or 'id')")
      return nil
    }
    guard isComplete else { return nil }
    return DeadControlAllowance(
      screen: texts["screen"], label: texts["label"], id: texts["id"], location: reader.location(of: node))
  }

  /// The invariant `node` holds when it could be read whole, and the steps of it that could.
  private func invariant(_ node: YAMLNode) -> (invariant: Invariant?, steps: [Step]) {
    guard let pairs = node.mapping else {
      reader.reportMismatch(node, "an invariant is a mapping with 'name' and 'check', and optionally 'screens' and 'when'")
      return (nil, [])
    }
    let entries = reader.entries(of: pairs, keys: Self.keys, in: "in an invariant")
    let conditions = entries["when"].map { lookingSteps($0, in: "when") } ?? (steps: [], isComplete: true)
    let checks = entries["check"].map { lookingSteps($0, in: "check") } ?? (steps: [], isComplete: true)
    let steps = conditions.steps + checks.steps
    guard let nameNode = entries["name"] else {
      reader.reportMissing("name", in: "an invariant", at: node, example: "name: The count is never negative")
      return (nil, steps)
    }
    let name = reader.text(nameNode, "'name' expects what the invariant says, as text")
    let screens = entries["screens"].map(screenNames) ?? []
    guard entries["check"] != nil else {
      reader.reportMissing("check", in: "an invariant", at: node, example: "check: [{ notSee: Error }]")
      return (nil, steps)
    }
    guard let name, let screens, conditions.isComplete, checks.isComplete else { return (nil, steps) }
    let invariant = Invariant(
      name: name, screens: screens, conditions: conditions.steps, checks: checks.steps,
      location: reader.location(of: nameNode))
    return (invariant, steps)
  }

  private func screenNames(_ node: YAMLNode) -> [String]? {
    let expectation = "'screens' expects a list of screen names, such as [Home, Explore]"
    guard let items = node.sequence, !items.isEmpty else {
      reader.reportMismatch(node, expectation)
      return nil
    }
    let names = items.compactMap { reader.text($0, expectation) }
    return names.count == items.count ? names : nil
  }

  /// The steps of `when` or `check` that could be read and only look, and whether they are all
  /// of them; the others are reported.
  private func lookingSteps(_ node: YAMLNode, in key: String) -> (steps: [Step], isComplete: Bool) {
    let before = reader.session.diagnostics.count
    let steps = StepReader(reader: reader, chain: [reader.file]).steps(node)
    var isComplete = reader.session.diagnostics.count == before
    for step in steps where !step.kind.onlyLooks {
      reader.session.report(
        Diagnostic(
          at: step.location,
          "'\(key)' takes steps that only look (\(listed(StepKind.lookingNames, "or"))); "
            + "'\(step.kind.name)' acts on the app"))
      isComplete = false
    }
    return (steps.filter(\.kind.onlyLooks), isComplete)
  }
}

extension JourneyLoader {
  /// Loads the invariants file at `file`.
  ///
  /// - Returns: The invariants and allowed dead controls, or every problem found, sorted by
  ///   location.
  public func loadInvariants(file: String) -> Result<InvariantsFile, Diagnostics> {
    let (contents, _, diagnostics) = readInvariants(file: file)
    guard !diagnostics.hasErrors else { return .failure(diagnostics) }
    return .success(contents)
  }

  /// Reads the invariants file at `file` as far as it goes, for checking it further: the
  /// invariants that could be read whole, and the allowed dead controls; every step that could be read and only looks, those
  /// of an invariant with a problem too, so that one pass finds every problem of the file; and
  /// every problem found, as ``read(file:)`` reads a journey file.
  public func readInvariants(
    file: String
  ) -> (contents: InvariantsFile, steps: [Step], diagnostics: Diagnostics) {
    let session = LoadSession(fileSystem: fileSystem, vocabulary: vocabulary)
    let (contents, steps) = InvariantFileReader(reader: NodeReader(session: session, file: file)).read()
    return (contents, steps, Diagnostics(session.diagnostics))
  }
}
