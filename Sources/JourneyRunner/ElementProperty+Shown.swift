import JourneyModel
import TextUI

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
