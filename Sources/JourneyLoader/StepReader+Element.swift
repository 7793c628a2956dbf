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
          + "{ label: Save, enabled: false }",
        at: node)
      return nil
    }
    guard let element, isComplete else { return nil }
    return .element(ElementExpectation(element: element, properties: properties))
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
