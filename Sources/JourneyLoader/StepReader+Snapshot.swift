import JourneyModel
import Prelude
import ValueCoding
import YAML

/// The `snapshot` step: its name, the state it dumps, the part of the screen it covers and what
/// it leaves out.
extension StepReader {
  func snapshotStep(_ node: YAMLNode) -> StepKind? {
    let step = StepKind.Name.snapshot
    guard let pairs = node.mapping else {
      return snapshotName(node, expectation(of: step)).map { .snapshot(SnapshotRequest(name: $0)) }
    }
    let entries = reader.entries(of: pairs, keys: keys(of: step), in: "in '\(step)'")
    var name: String?
    if let nameNode = entries["name"] {
      name = snapshotName(nameNode, "'\(step)' expects 'name' to be a name such as login-error")
    } else {
      reader.reportMissing("name", in: "'\(step)'", at: node, example: "{ name: login-error, state: true }")
    }
    let state = entries["state"].map(stateDump) ?? StateDump.none
    let part = entries["of"].map(snapshotPart) ?? SnapshotPart.screen
    let redactions = entries["redact"].map(redactions) ?? []
    guard let name, let state, let part, let redactions else { return nil }
    return .snapshot(SnapshotRequest(name: name, state: state, part: part, redactions: redactions))
  }

  /// A snapshot's name: letters, digits, `-`, `_` and `.`, starting with a letter or a digit.
  private func snapshotName(_ node: YAMLNode, _ expectation: @autoclosure () -> String) -> String? {
    guard let name = reader.text(node, expectation()) else { return nil }
    let isAllowedByte = { (byte: UInt8) in
      byte.isASCIILetterOrDigit || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
    }
    let isAllowed = { (character: Character) in character.utf8.count == 1 && isAllowedByte(character.utf8.first!) }
    let startsWell = name.utf8.first?.isASCIILetterOrDigit ?? false
    guard startsWell, name.utf8.allSatisfy(isAllowedByte) else {
      let words = name.split { !isAllowed($0) || $0 == "-" }
      let fixed = String(words.joined(separator: "-").drop { !($0.isLetter || $0.isNumber) })
      reader.report(
        "snapshot names are letters, digits, '-', '_' and '.', starting with a letter or a digit; "
          + "found \(node.foundDescription)" + (fixed.isEmpty ? "" : "; did you mean '\(fixed)'?"),
        at: node
      )
      return nil
    }
    return name
  }

  /// `state`: `true`, `false`, a state path, or a list of state paths.
  private func stateDump(_ node: YAMLNode) -> StateDump? {
    // Worded only for a message: most snapshots' states are as expected.
    var expectation: String {
      "'\(StepKind.Name.snapshot)' expects 'state' to be true, false, a state path or a list of state paths such as "
        + "[auth, user.profile]"
    }
    if let bool = node.bool { return bool ? .all : StateDump.none }
    guard let items = node.sequence ?? (node.scalar.map { _ in [node] }) else {
      reader.reportMismatch(node, expectation)
      return nil
    }
    guard !items.isEmpty else {
      reader.reportMismatch(node, expectation)
      return nil
    }
    let paths = items.compactMap { statePath($0, expectation) }
    return paths.count == items.count ? .paths(paths) : nil
  }

  /// `of`: `top`, or a mapping of `section`, or of `label` and `id`, each when given.
  private func snapshotPart(_ node: YAMLNode) -> SnapshotPart? {
    // Worded only for a message: most parts are as expected.
    var expectation: String {
      "'of' in '\(StepKind.Name.snapshot)' expects top (the sheet, alert or dialog on top, else the screen), "
        + "or a part of the screen on top: { section: Account }, { label: Save }, { id: row-2 } or "
        + "{ label: Delete, id: row-2 }"
    }
    guard let pairs = node.mapping, !pairs.isEmpty else {
      guard let text = node.scalar?.text, !(node.scalar?.isNull ?? true) else {
        reader.reportMismatch(node, expectation)
        return nil
      }
      if text == "top" { return .top }
      let fix =
        text == "screen"
        ? "leave out 'of' to snapshot the whole screen"
        : "write { section: \(text) } for the section titled so, or { label: \(text) } for the element labelled so"
      reader.report("\(expectation); found \(node.foundDescription): \(fix)", at: node)
      return nil
    }
    // `element`, as the step of that name, reads well but is not a key: the element is its label.
    let isElement = { (pair: YAMLPair) in pair.key.scalar?.text == "element" }
    for pair in pairs where isElement(pair) {
      reader.report(
        "'of' takes an element by its 'label' and 'id', not 'element': write { label: "
          + "\(pair.value.scalar?.text ?? "Save") }", at: pair.key)
    }
    let entries = reader.entries(of: pairs.filter { !isElement($0) }, keys: SnapshotPart.keys, in: "in 'of'")
    let given = SnapshotPart.keys.filter { entries[$0] != nil }
    guard !given.isEmpty else { return nil }
    if let section = entries["section"] {
      if let other = given.dropFirst().first, let key = entries.keyNode(other) {
        reader.report(
          "'of' takes a section by its title, or an element by its 'label' and 'id'; found 'section' and "
            + "'\(other)': keep one (a section has no id)",
          at: key)
        return nil
      }
      return reader.text(section, "'section' in 'of' expects a section's title, such as Account")
        .map(SnapshotPart.section)
    }
    let label = entries["label"].map {
      reader.text($0, "'label' in 'of' expects an element's whole label or text, such as Save")
    }
    let id = entries["id"].map { reader.text($0, "'id' in 'of' expects an element's id, such as row-2") }
    // A key given with a value that is wrong is `.some(nil)`, and reported.
    guard label != .some(nil), id != .some(nil) else { return nil }
    return .element(label: label ?? nil, id: id ?? nil)
  }

  /// `redact`: redactions as a list or one alone, each a pattern or
  /// `{ matches: pattern, as: placeholder }`.
  private func redactions(_ node: YAMLNode) -> [Redaction]? {
    let example = #"such as "\\d+h ago", or { matches: "\\d+h ago", as: "[age]" }"#
    let items = node.sequence ?? [node]
    guard !items.isEmpty else {
      reader.report(
        "'redact' in '\(StepKind.Name.snapshot)' expects the patterns of what to leave out, \(example); "
          + "an empty list leaves out nothing: leave out 'redact'",
        at: node)
      return nil
    }
    let redactions = items.compactMap { item -> Redaction? in
      if let pairs = item.mapping {
        let entries = reader.entries(of: pairs, keys: ["matches", "as"], in: "in a redaction")
        guard let patternNode = entries["matches"] else {
          reader.reportMissing("matches", in: "a redaction", at: item, example: #"{ matches: "\\d+h ago", as: "[age]" }"#)
          return nil
        }
        let pattern = redactedPattern(patternNode)
        let placeholder = entries["as"].map(placeholder) ?? Redaction.defaultPlaceholder
        guard let pattern, let placeholder else { return nil }
        return Redaction(pattern, as: placeholder)
      }
      guard item.scalar != nil else {
        reader.reportMismatch(item, "'redact' expects each redaction to be a pattern \(example)")
        return nil
      }
      return redactedPattern(item).map { Redaction($0) }
    }
    return redactions.count == items.count ? redactions : nil
  }

  /// The pattern of a redaction, which must match some text: one that matches the empty text
  /// would stand for nothing in particular.
  private func redactedPattern(_ node: YAMLNode) -> TextPattern? {
    guard let pattern = textPattern(node, "'redact' in '\(StepKind.Name.snapshot)'") else { return nil }
    guard !pattern.matchesEmptyText else {
      reader.report(
        "'redact' in '\(StepKind.Name.snapshot)' expects a pattern of at least one character: \(pattern) "
          + "matches the empty text, so it stands for nothing in particular; write + for *, such as \\d+ for \\d*",
        at: node)
      return nil
    }
    return pattern
  }

  /// What stands for a redacted text: text on one line, such as `[age]`.
  private func placeholder(_ node: YAMLNode) -> String? {
    let expectation = "'as' in a redaction expects the text that stands for what is left out, such as [age]"
    guard let text = reader.text(node, expectation) else { return nil }
    guard !text.contains(where: \.isNewline) else {
      reader.reportMismatch(node, "\(expectation), on one line")
      return nil
    }
    return text
  }
}
