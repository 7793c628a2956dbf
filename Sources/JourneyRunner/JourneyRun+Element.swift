import JourneyModel
import Prelude
import TextUI

/// The `element` step: the state one element shows.
extension JourneyRun {
  /// The element shows every property `expectation` lists; fails with each it does not show,
  /// located at the first.
  func check(_ expectation: ElementExpectation) throws(StepError) {
    let screen = try currentScreen()
    let reference = expectation.element
    let state: ElementState
    do {
      state = try screen.elementState(reference.label, id: reference.id)
    } catch {
      throw StepError(error.description)
    }
    let problems = expectation.properties.compactMap { expected in
      Self.problem(with: expected.property, of: state, named: "\(state.kind) \(reference)")
        .map { (expected.location, $0) }
    }
    guard let first = problems.first else { return }
    throw StepError(problems.map(\.1).joined(separator: "\n"), at: first.0)
  }

  /// What is wrong with `property` on the element `name` names, or `nil` when it shows it.
  private static func problem(
    with property: ElementProperty, of state: ElementState, named name: String
  ) -> String? {
    let keys = ElementProperty.keys(of: state.kind)
    guard keys.contains(property.key) else {
      return "'\(property.key)' does not apply to \(name): a \(state.kind) shows \(listed(keys, "and"))"
    }
    let shown = property.shown(by: state)
    guard shown != property else { return nil }
    let options = if case .selection = property { "; its options are \(state.options.quotedList)" } else { "" }
    return "\(name): expected \(property.phrase), found \(shown.phrase)\(options)"
  }
}

extension ElementProperty {
  /// The keys that apply to an element of `kind`, in the order of the reference.
  static func keys(of kind: ElementKind) -> [String] {
    switch kind {
    case .textField, .secureField: ["enabled", "value", "placeholder"]
    case .toggle: ["enabled", "on"]
    case .picker: ["enabled", "selection"]
    case .button, .row: ["enabled", "badge"]
    case .tab: ["enabled", "badge", "selected"]
    case .heading, .text, .errorMessage, .banner, .progressIndicator, .sectionTitle, .footer,
      .navigationTitle, .backButton, .overlayTitle:
      ["enabled"]
    }
  }

  /// This property as `state` shows it, for a property that applies to the element's kind.
  func shown(by state: ElementState) -> ElementProperty {
    switch self {
    case .enabled: .enabled(state.isEnabled)
    case .on: .on(state.isOn ?? false)
    case .value: .value(state.value ?? "")
    case .placeholder: .placeholder(state.placeholder)
    case .selection: .selection(state.selection)
    case .badge: .badge(state.badge)
    case .selected: .selected(state.isSelected ?? false)
    }
  }

  /// The property in words: `disabled`, `on`, `value "ada"`, `no badge`.
  var phrase: String {
    switch self {
    case .enabled(let isEnabled): isEnabled ? "enabled" : "disabled"
    case .on(let isOn): isOn ? "on" : "off"
    case .value(let text): "value \(text.quoted)"
    case .placeholder(let text): text.map { "placeholder \($0.quoted)" } ?? "no placeholder"
    case .selection(let option): option.map { "selection \($0.quoted)" } ?? "no selection"
    case .badge(let badge): badge.map { "badge \($0.quoted)" } ?? "no badge"
    case .selected(let isSelected): isSelected ? "selected" : "not selected"
    }
  }
}
