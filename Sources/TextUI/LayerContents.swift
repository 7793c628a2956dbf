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
  /// Everything above, and progress indicators without a label, in the order shown: collected
  /// only when asked for, since most uses of a layer's contents never read it.
  private(set) var shown: [ShownElement] = []

  /// The label that controls must have to be collected, when only those are wanted.
  private let wantedLabel: String?
  /// Whether ``shown`` is collected.
  private let recordsShown: Bool

  /// Everything in `elements`; with `recordingShown`, ``shown`` too.
  init(_ elements: [Element<Action>], in place: Place, recordingShown: Bool = false) {
    wantedLabel = nil
    recordsShown = recordingShown
    if case .overlay(let overlay) = place, overlay.kind.asksQuestion {
      add(Passive(kind: .overlayTitle, text: overlay.title))
    }
    collect(elements)
  }

  /// Only the controls labelled `label`, without back buttons and passives: what an interaction
  /// needs when it finds its element, much cheaper to collect than everything.
  init(_ elements: [Element<Action>], controlsLabelled label: String) {
    wantedLabel = label
    recordsShown = false
    collect(elements)
  }

  /// The labels a person can address, in order.
  var labels: [String] { controls.map { $0.label } }

  /// Whether anything in the layer, interactive or not, has this label.
  func shows(_ label: String) -> Bool {
    controls.contains { $0.label == label } || backButtons.contains { $0.label == label }
      || passives.contains { $0.text == label }
  }

  private mutating func add(_ control: Control<Action>) {
    if let wantedLabel, control.label != wantedLabel { return }
    controls.append(control)
    if recordsShown { shown.append(ShownElement(kind: control.kind, label: control.label, id: control.id)) }
  }

  private mutating func add(_ passive: Passive) {
    guard wantedLabel == nil else { return }
    passives.append(passive)
    if recordsShown { shown.append(ShownElement(kind: passive.kind, label: passive.text, id: nil)) }
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
      add(.field(field))
    case .button(let button):
      add(.button(button))
    case .toggle(let toggle):
      add(.toggle(toggle))
    case .picker(let picker):
      add(.picker(picker))
    case .row(let row):
      if let action = row.action {
        add(.row(row, action: action))
      } else {
        add(Passive(kind: .row, text: row.title))
      }
    case .container(let container, let children):
      if case .section(let title, _) = container, let title {
        add(Passive(kind: .sectionTitle, text: title))
      }
      collect(children)
      if case .section(_, let footer?) = container {
        add(Passive(kind: .footer, text: footer))
      }
    case .navigationBar(let bar):
      add(Passive(kind: .navigationTitle, text: bar.title))
      if let back = bar.back, wantedLabel == nil {
        backButtons.append(back)
        if recordsShown { shown.append(ShownElement(kind: .backButton, label: back.label, id: nil)) }
      }
      for item in bar.items { add(.button(item)) }
    case .tabBar(let tabs):
      for tab in tabs { add(.tab(tab)) }
    case .presentation:
      break
    }
  }

  private mutating func collect(_ display: Display) {
    switch display {
    case .heading(let text): add(Passive(kind: .heading, text: text))
    case .text(let text): add(Passive(kind: .text, text: text))
    case .errorMessage(let text): add(Passive(kind: .errorMessage, text: text))
    case .banner(let text): add(Passive(kind: .banner, text: text))
    case .progress(let label?): add(Passive(kind: .progressIndicator, text: label))
    case .progress(nil):
      if recordsShown { shown.append(ShownElement(kind: .progressIndicator, label: nil, id: nil)) }
    case .image, .pageIndicator: break
    }
  }
}
