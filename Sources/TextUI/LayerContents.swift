/// What a person can act on in one layer, and the texts that only show information, in order.
/// Overlays inside the layer belong to layers of their own and are skipped.
struct LayerContents<Action> {
  /// Something labelled that only shows information.
  struct Passive {
    let kind: ElementKind
    let text: String
  }

  /// The elements a person can address by label, in order.
  private(set) var controls: [Control<Action>] = []
  /// The back buttons, reached by going back rather than by label.
  private(set) var backButtons: [BackButton<Action>] = []
  /// The labelled things that only show information, in order.
  private(set) var passives: [Passive] = []

  init(_ elements: [Element<Action>], in place: Place) {
    if case .overlay(let overlay) = place, overlay.kind.asksQuestion {
      passives.append(Passive(kind: .overlayTitle, text: overlay.title))
    }
    collect(elements)
  }

  /// The labels a person can address, in order.
  var labels: [String] { controls.map(\.label) }

  /// Whether anything in the layer, interactive or not, has this label.
  func shows(_ label: String) -> Bool {
    controls.contains { $0.label == label } || backButtons.contains { $0.label == label }
      || passives.contains { $0.text == label }
  }

  private mutating func collect(_ elements: [Element<Action>]) {
    for element in elements {
      collect(element.node)
    }
  }

  private mutating func collect(_ node: Node<Action>) {
    switch node {
    case .display(let display):
      collect(display)
    case .field(let field):
      controls.append(.field(field))
    case .button(let button):
      controls.append(.button(button))
    case .toggle(let toggle):
      controls.append(.toggle(toggle))
    case .picker(let picker):
      controls.append(.picker(picker))
    case .row(let row):
      if let action = row.action {
        controls.append(.row(row, action: action))
      } else {
        passives.append(Passive(kind: .row, text: row.title))
      }
    case .container(let container, let children):
      if case .section(let title, _) = container, let title {
        passives.append(Passive(kind: .sectionTitle, text: title))
      }
      collect(children)
      if case .section(_, let footer?) = container {
        passives.append(Passive(kind: .footer, text: footer))
      }
    case .navigationBar(let bar):
      passives.append(Passive(kind: .navigationTitle, text: bar.title))
      if let back = bar.back {
        backButtons.append(back)
      }
      controls += bar.items.map(Control.button)
    case .tabBar(let tabs):
      controls += tabs.map(Control.tab)
    case .presentation:
      break
    }
  }

  private mutating func collect(_ display: Display) {
    switch display {
    case .heading(let text): passives.append(Passive(kind: .heading, text: text))
    case .text(let text): passives.append(Passive(kind: .text, text: text))
    case .errorMessage(let text): passives.append(Passive(kind: .errorMessage, text: text))
    case .banner(let text): passives.append(Passive(kind: .banner, text: text))
    case .progress(let label?): passives.append(Passive(kind: .progressIndicator, text: label))
    case .progress(nil), .image, .pageIndicator: break
    }
  }
}
