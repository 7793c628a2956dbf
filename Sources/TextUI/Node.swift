/// What an ``Element`` is, with the closures that produce its actions.
indirect enum Node<Action>: Sendable {
  case display(Display)
  case field(Field<Action>)
  case button(Button<Action>)
  case toggle(Toggle<Action>)
  case picker(Picker<Action>)
  case row(Row<Action>)
  case container(Container, [Element<Action>])
  case navigationBar(NavigationBar<Action>)
  case tabBar([TabItem<Action>])
  case presentation(Presentation<Action>)

  func map<NewAction>(_ transform: @escaping @Sendable (Action) -> NewAction) -> Node<NewAction> {
    switch self {
    case .display(let display): .display(display)
    case .field(let field): .field(field.map(transform))
    case .button(let button): .button(button.map(transform))
    case .toggle(let toggle): .toggle(toggle.map(transform))
    case .picker(let picker): .picker(picker.map(transform))
    case .row(let row): .row(row.map(transform))
    case .container(let container, let children):
      .container(container, children.map { $0.map(transform) })
    case .navigationBar(let bar): .navigationBar(bar.map(transform))
    case .tabBar(let tabs): .tabBar(tabs.map { $0.map(transform) })
    case .presentation(let presentation): .presentation(presentation.map(transform))
    }
  }
}
