/// An element a person can address by its label, as found on a layer.
enum Control<Action> {
  case field(Field<Action>)
  case button(Button<Action>)
  case toggle(Toggle<Action>)
  case picker(Picker<Action>)
  case row(Row<Action>, action: @Sendable () -> Action)
  case tab(TabItem<Action>)

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
}
