/// An element a person can address by its label, as found on a layer.
enum Control {
  case field(Field<Any>)
  case button(Button<Any>)
  case toggle(Toggle<Any>)
  case picker(Picker<Any>)
  case row(Row<Any>, action: @Sendable () -> Any)
  case tab(TabItem<Any>)

  var label: String {
    switch self {
    case .field(let field): field.label
    case .button(let button): button.label
    case .toggle(let toggle): toggle.label
    case .picker(let picker): picker.label
    case .row(let row, _): row.title
    case .tab(let tab): tab.label
    }
  }

  var id: String? {
    switch self {
    case .field(let field): field.id
    case .button(let button): button.id
    case .toggle(let toggle): toggle.id
    case .picker(let picker): picker.id
    case .row(let row, _): row.id
    case .tab(let tab): tab.id
    }
  }

  var kind: ElementKind {
    switch self {
    case .field(let field): field.kind
    case .button: .button
    case .toggle: .toggle
    case .picker: .picker
    case .row: .row
    case .tab: .tab
    }
  }

  var isDisabled: Bool {
    switch self {
    case .field(let field): field.isDisabled
    case .button(let button): button.isDisabled
    case .toggle(let toggle): toggle.isDisabled
    case .picker(let picker): picker.isDisabled
    case .row(let row, _): row.isDisabled
    case .tab: false
    }
  }

  /// The control with its actions lifted by `lift` into the screen's action type.
  func lifted(by lift: Lift?) -> Control {
    guard let lift else { return self }
    let transform: @Sendable (Any) -> Any = { lift($0) }
    switch self {
    case .field(let field): return .field(field.map(transform))
    case .button(let button): return .button(button.map(transform))
    case .toggle(let toggle): return .toggle(toggle.map(transform))
    case .picker(let picker): return .picker(picker.map(transform))
    case .row(let row, let action): return .row(row.map(transform), action: { lift(action()) })
    case .tab(let tab): return .tab(tab.map(transform))
    }
  }
}
