import JourneyModel
import YAML

/// The steps a person takes: `tap`, `type`, `clear`, `toggle`, `select`, `answer`. Written as a
/// mapping, each also takes `refused`: the text the screen's refusal must contain, for an
/// interaction expected to fail without ending the journey.
extension StepReader {
  /// A step on one element, `tap` or `clear` (`name`): written `Sign In` or
  /// `{ label: Delete, id: row-2 }`.
  func elementInteraction(
    _ node: YAMLNode, _ name: StepKind.Name, _ interaction: (ElementReference) -> StepKind
  ) -> StepKind? {
    guard let pairs = node.mapping else {
      return reader.text(node, expectation(of: name)).map { interaction(ElementReference(label: $0)) }
    }
    let entries = reader.entries(of: pairs, keys: keys(of: name), in: "in '\(name)'")
    let element = element(from: entries, at: node, in: "'\(name)'")
    return refusable(element.map(interaction), entries, in: "'\(name)'")
  }

  /// `kind`, or, when `entries` hold `refused`, the refusal of `kind` it expects.
  private func refusable(_ kind: StepKind?, _ entries: KeyedEntries, in step: String) -> StepKind? {
    guard let refusedNode = entries["refused"] else { return kind }
    let message = reader.text(
      refusedNode, "\(step) expects 'refused' to be text the refusal's message contains, such as disabled")
    guard let kind, let message else { return nil }
    return .refused(kind, message: message)
  }

  /// The element a mapping's `label` and `id` name.
  func element(from entries: KeyedEntries, at node: YAMLNode, in step: String) -> ElementReference? {
    guard let labelNode = entries["label"] else {
      reader.reportMissing("label", in: step, at: node, example: "{ label: Delete, id: row-2 }")
      return nil
    }
    let label = reader.text(labelNode, "\(step) expects 'label' to be an element's label, such as Delete")
    guard let idNode = entries["id"] else { return label.map { ElementReference(label: $0) } }
    let id = reader.text(idNode, "\(step) expects 'id' to be an element's id, such as row-2")
    guard let label, let id else { return nil }
    return ElementReference(label: label, id: id)
  }

  /// The field or picker under `key` (`into`, `in`): a label, with the id beside it if any, or a
  /// `{ label, id }` mapping.
  private func field(
    _ key: String,
    of entries: KeyedEntries,
    at node: YAMLNode,
    in step: String,
    example: String
  ) -> ElementReference? {
    guard let fieldNode = entries[key] else {
      reader.reportMissing(key, in: step, at: node, example: example)
      return nil
    }
    if let pairs = fieldNode.mapping {
      if let idKey = entries.keyNode("id") {
        reader.report("\(step) has an 'id' both in '\(key)' and beside it; give it once", at: idKey)
        return nil
      }
      let fieldEntries = reader.entries(
        of: pairs, keys: StepArgumentShape.elementReference.keyNames, in: "in '\(key)' of \(step)")
      return element(from: fieldEntries, at: fieldNode, in: "'\(key)' of \(step)")
    }
    let label = reader.text(
      fieldNode, "\(step) expects '\(key)' to be a label such as Email, or { label: Email, id: email }"
    )
    guard let idNode = entries["id"] else { return label.map { ElementReference(label: $0) } }
    let id = reader.text(idNode, "\(step) expects 'id' to be the id of '\(key)', such as email")
    guard let label, let id else { return nil }
    return ElementReference(label: label, id: id)
  }

  func typeStep(_ node: YAMLNode) -> StepKind? {
    let name = StepKind.Name.type
    guard let pairs = node.mapping else {
      reader.reportMismatch(node, expectation(of: name))
      return nil
    }
    let example = "{ text: ada@example.com, into: Email }"
    let entries = reader.entries(of: pairs, keys: keys(of: name), in: "in '\(name)'")
    var text: String?
    if let textNode = entries["text"] {
      text = reader.text(
        textNode, "'\(name)' expects 'text' to be text such as ada@example.com", allowsEmpty: true)
    } else {
      reader.reportMissing("text", in: "'\(name)'", at: node, example: example)
    }
    let field = field("into", of: entries, at: node, in: "'\(name)'", example: example)
    let kind: StepKind? = if let text, let field { .type(text: text, into: field) } else { nil }
    return refusable(kind, entries, in: "'\(name)'")
  }

  func toggleStep(_ node: YAMLNode) -> StepKind? {
    let name = StepKind.Name.toggle
    guard let pairs = node.mapping else {
      return reader.text(node, expectation(of: name)).map {
        .toggle(ElementReference(label: $0), to: nil)
      }
    }
    let entries = reader.entries(of: pairs, keys: keys(of: name), in: "in '\(name)'")
    let element = element(from: entries, at: node, in: "'\(name)'")
    guard let targetNode = entries["to"] else {
      return refusable(element.map { .toggle($0, to: nil) }, entries, in: "'\(name)'")
    }
    let target = switchPosition(targetNode, "'\(name)' expects 'to' to be on, off, true or false")
    let kind: StepKind? = if let element, let target { .toggle(element, to: target) } else { nil }
    return refusable(kind, entries, in: "'\(name)'")
  }

  /// `on`, `off`, `true` or `false`.
  func switchPosition(_ node: YAMLNode, _ expectation: @autoclosure () -> String) -> Bool? {
    if let bool = node.bool { return bool }
    switch node.scalar?.text {
    case "on": return true
    case "off": return false
    default:
      reader.reportMismatch(node, expectation())
      return nil
    }
  }

  func selectStep(_ node: YAMLNode) -> StepKind? {
    let name = StepKind.Name.select
    guard let pairs = node.mapping else {
      reader.reportMismatch(node, expectation(of: name))
      return nil
    }
    let example = "{ option: Dark, in: Theme }"
    let entries = reader.entries(of: pairs, keys: keys(of: name), in: "in '\(name)'")
    var option: String?
    if let optionNode = entries["option"] {
      option = reader.text(optionNode, "'\(name)' expects 'option' to be an option's label, such as Dark")
    } else {
      reader.reportMissing("option", in: "'\(name)'", at: node, example: example)
    }
    let picker = field("in", of: entries, at: node, in: "'\(name)'", example: example)
    let kind: StepKind? = if let option, let picker { .select(option: option, in: picker) } else { nil }
    return refusable(kind, entries, in: "'\(name)'")
  }

  /// `Delete`, or `{ button: Delete, refused: … }`.
  func answerStep(_ node: YAMLNode) -> StepKind? {
    let name = StepKind.Name.answer
    guard let pairs = node.mapping else {
      return reader.text(node, expectation(of: name)).map(StepKind.answer(button:))
    }
    let entries = reader.entries(of: pairs, keys: keys(of: name), in: "in '\(name)'")
    guard let buttonNode = entries["button"] else {
      reader.reportMissing("button", in: "'\(name)'", at: node, example: "{ button: Delete, refused: disabled }")
      return nil
    }
    let button = reader.text(buttonNode, "'\(name)' expects 'button' to be a button's label, such as Delete")
    return refusable(button.map(StepKind.answer(button:)), entries, in: "'\(name)'")
  }
}
