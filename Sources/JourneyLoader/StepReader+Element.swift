import JourneyModel
import Prelude
import YAML

/// The `element` step: the state one element shows.
extension StepReader {
  func elementStep(_ node: YAMLNode) -> StepKind? {
    let name = StepKind.Name.element
    guard let pairs = node.mapping else {
      reader.reportMismatch(node, expectation(of: name))
      return nil
    }
    let entries = reader.entries(of: pairs, keys: keys(of: name), in: "in '\(name)'")
    if let exists = entries["exists"] { return presenceStep(entries, exists: exists, at: node) }
    if let kind = entries["kind"] {
      reader.report(
        "'\(name)' finds an element by 'kind' only to check whether it exists: add 'exists: true' "
          + "or 'exists: false', or leave out 'kind'",
        at: kind)
      return nil
    }
    let element = element(from: entries, at: node, in: "'\(name)'")
    var properties: [ExpectedElementProperty] = []
    var isComplete = true
    for pair in pairs {
      guard let key = pair.key.scalar?.text, ElementProperty.keys.contains(key) else { continue }
      if let property = property(key, pair.value) {
        properties.append(ExpectedElementProperty(property, at: reader.location(of: pair.key)))
      } else {
        isComplete = false
      }
    }
    if properties.isEmpty && isComplete {
      reader.report(
        "'\(name)' needs what the element shows: \(listed(ElementProperty.keys, "or")), such as "
          + "{ label: Save, enabled: false }; or whether it is there: { label: Save, exists: true }",
        at: node)
      return nil
    }
    guard let element, isComplete else { return nil }
    return .element(.properties(ElementExpectation(element: element, properties: properties)))
  }

  /// `{ label: Loading, exists: false }`: whether an element with the label, id and kind given
  /// is there, which nothing it shows may be asked of beside.
  private func presenceStep(_ entries: KeyedEntries, exists existsNode: YAMLNode, at node: YAMLNode) -> StepKind? {
    let name = StepKind.Name.element
    let exists = flag(existsNode, "'\(name)' expects 'exists' to be true or false")
    var isComplete = exists != nil
    for key in ElementProperty.keys {
      guard let property = entries[key] else { continue }
      reader.report(
        "'\(name)' checks either what an element shows or whether it exists: leave out '\(key)' "
          + "beside 'exists', or 'exists' (an element showing '\(key)' exists)",
        at: property)
      isComplete = false
    }
    guard ElementQuery.keys.contains(where: { entries[$0] != nil }) else {
      reader.report(
        "'\(name)' with 'exists' needs the element's \(listed(ElementQuery.keys, "or")), such as "
          + "{ label: Loading, exists: false } or { kind: progress, exists: true }",
        at: node)
      return nil
    }
    var query = ElementQuery()
    if let label = entries["label"] {
      query.label = reader.text(label, "'\(name)' expects 'label' to be an element's label or text, such as Loading")
      isComplete = isComplete && query.label != nil
    }
    if let id = entries["id"] {
      query.id = reader.text(id, "'\(name)' expects 'id' to be an element's id, such as row-2")
      isComplete = isComplete && query.id != nil
    }
    if let kind = entries["kind"] {
      query.kind = elementKind(kind)
      isComplete = isComplete && query.kind != nil
    }
    guard let exists, isComplete else { return nil }
    return .element(.presence(ElementPresence(query, exists: exists)))
  }

  /// A kind of element by its name, such as `progress`.
  private func elementKind(_ node: YAMLNode) -> ElementQuery.Kind? {
    let names = ElementQuery.Kind.allCases.map(\.rawValue)
    var expectation: String { "'\(StepKind.Name.element)' expects 'kind' to be one of \(listed(names, "or"))" }
    guard let text = reader.text(node, expectation) else { return nil }
    guard let kind = ElementQuery.Kind(rawValue: text) else {
      reader.report(
        "\(expectation); found \(node.foundDescription)" + Suggestions.didYouMean(text, in: names), at: node)
      return nil
    }
    return kind
  }

  /// The property `key` with the value `node` holds.
  private func property(_ key: String, _ node: YAMLNode) -> ElementProperty? {
    let step = StepKind.Name.element
    return switch key {
    case "enabled": flag(node, "'\(step)' expects 'enabled' to be true or false").map(ElementProperty.enabled)
    case "on": switchPosition(node, "'\(step)' expects 'on' to be on, off, true or false").map(ElementProperty.on)
    case "value":
      reader.text(node, "'\(step)' expects 'value' to be a field's text, such as ada@example.com", allowsEmpty: true)
        .map(ElementProperty.value)
    case "placeholder":
      optionalText(node, "'\(step)' expects 'placeholder' to be a field's placeholder such as Email, or null for none")
        .map(ElementProperty.placeholder)
    case "selection":
      optionalText(node, "'\(step)' expects 'selection' to be an option's label such as Dark, or null for none")
        .map(ElementProperty.selection)
    case "badge":
      optionalText(node, "'\(step)' expects 'badge' to be the badge's text such as 3, or null for none")
        .map(ElementProperty.badge)
    default: flag(node, "'\(step)' expects 'selected' to be true or false").map(ElementProperty.selected)
    }
  }

  /// `true` or `false`.
  private func flag(_ node: YAMLNode, _ expectation: @autoclosure () -> String) -> Bool? {
    guard let bool = node.bool else {
      reader.reportMismatch(node, expectation())
      return nil
    }
    return bool
  }

  /// Text, or `null` for none: `.some(nil)`.
  private func optionalText(_ node: YAMLNode, _ expectation: @autoclosure () -> String) -> String?? {
    guard !node.isNull else { return .some(nil) }
    return reader.text(node, expectation()).map(Optional.some)
  }
}
