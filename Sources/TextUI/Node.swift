/// What an ``Element`` is, with the closures that produce its actions. The actions are held as
/// `Any`, so that one copy of the code that reads a screen serves every action type, without
/// looking up the generic types of the screen's action type at every element; a screen casts an
/// action back to its own type where it sends it.
@usableFromInline indirect enum Node: Sendable {
  case display(Display)
  case field(Field<Any>)
  case button(Button<Any>)
  case toggle(Toggle<Any>)
  case picker(Picker<Any>)
  case row(Row<Any>)
  /// Elements held by a container; `presentsOverlay` says whether one of them presents an
  /// overlay, however deep, so that what looks for overlays passes over containers without one.
  case container(Container, [Node], presentsOverlay: Bool)
  case navigationBar(NavigationBar<Any>)
  case tabBar([TabItem<Any>])
  case presentation(Presentation)
  /// A node whose actions `transform` lifts into the action type of the nodes around it, as
  /// ``Element/map(_:)`` makes it without rebuilding the node.
  case lifted(Node, transform: @Sendable (Any) -> Any)

  /// A container holding `children`, told whether one of them presents an overlay.
  static func container(_ container: Container, _ children: [Node]) -> Node {
    .container(container, children, presentsOverlay: children.contains { $0.presentsOverlay })
  }

  /// Whether an overlay is presented in the node, however deep.
  var presentsOverlay: Bool {
    switch self {
    case .container(_, _, let presentsOverlay): presentsOverlay
    case .presentation: true
    case .lifted(let node, _): node.presentsOverlay
    case .display, .field, .button, .toggle, .picker, .row, .navigationBar, .tabBar: false
    }
  }

  /// The same node sending `transform(action)` wherever it sent `action`, rebuilt with every
  /// action mapped, lifted nodes inside it included.
  func map(_ transform: @escaping @Sendable (Any) -> Any) -> Node {
    switch self {
    case .display(let display): .display(display)
    case .field(let field): .field(field.map(transform))
    case .button(let button): .button(button.map(transform))
    case .toggle(let toggle): .toggle(toggle.map(transform))
    case .picker(let picker): .picker(picker.map(transform))
    case .row(let row): .row(row.map(transform))
    case .container(let container, let children, let presentsOverlay):
      .container(container, children.map { $0.map(transform) }, presentsOverlay: presentsOverlay)
    case .navigationBar(let bar): .navigationBar(bar.map(transform))
    case .tabBar(let tabs): .tabBar(tabs.map { $0.map(transform) })
    case .presentation(let presentation): .presentation(presentation.map(transform))
    case .lifted(let node, let lift): node.map { transform(lift($0)) }
    }
  }
}
