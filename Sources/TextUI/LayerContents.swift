/// What a person can act on in one layer, and the texts that only show information, in order.
/// Overlays inside the layer belong to layers of their own and are skipped.
struct LayerContents {
  /// Something labelled that only shows information.
  struct Passive {
    let kind: ElementKind
    let text: String
  }

  /// The elements a person can address by label, in order, as a person can tell them apart:
  /// collected only when all the layer's contents are.
  private(set) var elements: [ElementState] = []
  /// The controls with the label asked for, in order, their actions lifted into the screen's:
  /// collected only when only those are wanted.
  private(set) var controls: [Control] = []
  /// The back buttons, reached by going back rather than by label, their actions lifted into
  /// the screen's.
  private(set) var backButtons: [BackButton<Any>] = []
  /// The labelled things that only show information, in order.
  private(set) var passives: [Passive] = []
  /// Everything above, and progress indicators without a label, in the order shown: collected
  /// only when asked for, and then alone, since what reads it reads nothing else.
  private(set) var shown: [ShownElement] = []

  /// The label that controls must have to be collected, when only those are wanted.
  private let wantedLabel: String?
  /// Whether ``shown`` is collected, instead of everything else.
  private let recordsShown: Bool

  /// Everything in `nodes`, whose actions `lift` lifts into the screen's; with
  /// `recordingShown`, ``shown`` alone.
  init(_ nodes: [Node], in place: Place, lift: Lift?, recordingShown: Bool = false) {
    wantedLabel = nil
    recordsShown = recordingShown
    if case .overlay(let overlay) = place, overlay.kind.asksQuestion {
      add(Passive(kind: .overlayTitle, text: overlay.title))
    }
    collect(nodes, lift: lift)
  }

  /// Only the controls labelled `label`, without back buttons and passives: what an interaction
  /// needs when it finds its element, much cheaper to collect than everything.
  init(_ nodes: [Node], controlsLabelled label: String, lift: Lift?) {
    wantedLabel = label
    recordsShown = false
    collect(nodes, lift: lift)
  }

  /// The labels a person can address, in order.
  var labels: [String] { elements.map(\.label) }

  /// Whether anything in the layer, interactive or not, has this label.
  func shows(_ label: String) -> Bool {
    elements.contains { $0.label == label } || backButtons.contains { $0.label == label }
      || passives.contains { $0.text == label }
  }

  private mutating func add(_ control: Control, lift: Lift?) {
    if let wantedLabel {
      if control.label == wantedLabel { controls.append(control.lifted(by: lift)) }
      return
    }
    if recordsShown {
      shown.append(ShownElement(kind: control.kind, label: control.label, id: control.id))
    } else {
      elements.append(ElementState(control))
    }
  }

  private mutating func add(_ passive: Passive) {
    guard wantedLabel == nil else { return }
    if recordsShown {
      shown.append(ShownElement(kind: passive.kind, label: passive.text, id: nil))
    } else {
      passives.append(passive)
    }
  }

  private mutating func collect(_ nodes: [Node], lift: Lift?) {
    for node in nodes {
      collect(node, lift: lift)
    }
  }

  private mutating func collect(_ node: Node, lift: Lift?) {
    switch node {
    case .display(let display):
      collect(display)
    case .field(let field):
      add(.field(field), lift: lift)
    case .button(let button):
      add(.button(button), lift: lift)
    case .toggle(let toggle):
      add(.toggle(toggle), lift: lift)
    case .picker(let picker):
      add(.picker(picker), lift: lift)
    case .row(let row):
      if let action = row.action {
        add(.row(row, action: action), lift: lift)
      } else {
        add(Passive(kind: .row, text: row.title))
      }
    case .container(let container, let children, _):
      if case .section(let title, _) = container, let title {
        add(Passive(kind: .sectionTitle, text: title))
      }
      collect(children, lift: lift)
      if case .section(_, let footer?) = container {
        add(Passive(kind: .footer, text: footer))
      }
    case .navigationBar(let bar):
      add(Passive(kind: .navigationTitle, text: bar.title))
      if let back = bar.back, wantedLabel == nil {
        if recordsShown {
          shown.append(ShownElement(kind: .backButton, label: back.label, id: nil))
        } else {
          backButtons.append(lift.map { lift in back.map { lift($0) } } ?? back)
        }
      }
      for item in bar.items { add(.button(item), lift: lift) }
    case .tabBar(let tabs):
      for tab in tabs { add(.tab(tab), lift: lift) }
    case .presentation:
      break
    case .lifted(let node, let transform):
      collect(node, lift: Lift(transform, outer: lift))
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
