import Prelude

/// Writes the outline of a screen into a sink: one line per thing a person sees, children
/// indented under their container, each layer headed by its place. The one description of what
/// a screen shows: rendering and the visible texts both read it.
struct OutlineWriter<Sink: OutlineSink & ~Copyable>: ~Copyable {
  private(set) var sink: Sink

  init(into sink: consuming Sink) {
    self.sink = sink
  }

  /// Writes every layer of `screen` in turn, bottom to top.
  mutating func write<Action>(_ screen: Screen<Action>) {
    for layer in Layer.layers(of: screen) {
      write(layer)
    }
  }

  /// Writes one layer: its header, then its elements.
  mutating func write(_ layer: Layer) {
    writeHeader(of: layer.place)
    write(layer.nodes, depth: 1)
  }

  private mutating func writeHeader(of place: Place) {
    sink.startLine(depth: 0)
    switch place {
    case .screen(let name):
      sink.word("screen")
      sink.word(name.word)
    case .overlay(let overlay) where overlay.kind == .sheet:
      sink.word("sheet")
      sink.word(overlay.title.word)
    case .overlay(let overlay):
      sink.word(overlay.kind.description)
      sink.text(overlay.title)
    }
  }

  /// Writes elements, until the sink is complete; overlays are skipped, as they are written as
  /// layers of their own.
  private mutating func write(_ nodes: [Node], depth: Int) {
    for node in nodes {
      if sink.isComplete { return }
      write(node, depth: depth)
    }
  }

  private mutating func write(_ node: Node, depth: Int) {
    switch node {
    case .display(let display):
      sink.startLine(depth: depth)
      write(display)
    case .field(let field):
      sink.startLine(depth: depth)
      sink.word(field.isSecure ? "secure field" : "text field")
      sink.text(field.label)
      id(field.id)
      sink.word("=")
      sink.text(field.shownValue)
      if field.value.isEmpty, let placeholder = field.placeholder {
        sink.word("placeholder")
        sink.text(placeholder)
      }
      flag("[disabled]", field.isDisabled)
    case .button(let button):
      write(button, depth: depth)
    case .toggle(let toggle):
      sink.startLine(depth: depth)
      sink.word("toggle")
      sink.text(toggle.label)
      id(toggle.id)
      sink.word(toggle.isOn ? "[on]" : "[off]")
      flag("[disabled]", toggle.isDisabled)
    case .picker(let picker):
      sink.startLine(depth: depth)
      sink.word("picker")
      sink.text(picker.label)
      id(picker.id)
      if let selection = picker.selection {
        sink.word("=")
        sink.text(selection)
      }
      if !picker.options.isEmpty {
        sink.word("options")
        sink.texts(picker.optionLabels)
      }
      flag("[disabled]", picker.isDisabled)
    case .row(let row):
      sink.startLine(depth: depth)
      sink.word("row")
      sink.text(row.title)
      id(row.id)
      image(row.image)
      attribute("subtitle", row.subtitle)
      attribute("detail", row.detail)
      attribute("badge", row.badge)
      flag("[disabled]", row.isDisabled)
      flag(">", row.action != nil)
    case .container(let container, let children, _):
      write(container, children: children, depth: depth)
    case .navigationBar(let bar):
      sink.startLine(depth: depth)
      sink.word("navigation")
      sink.text(bar.title)
      if let back = bar.back {
        sink.word("back")
        sink.text(back.label)
      }
      for item in bar.items {
        write(item, depth: depth + 1)
      }
    case .tabBar(let tabs):
      sink.startLine(depth: depth)
      sink.word("tab bar")
      for tab in tabs {
        sink.startLine(depth: depth + 1)
        sink.word("tab")
        sink.text(tab.label)
        id(tab.id)
        image(tab.image)
        attribute("badge", tab.badge)
        flag("[selected]", tab.isSelected)
      }
    case .presentation:
      break
    case .lifted(let node, _):
      write(node, depth: depth)
    }
  }

  private mutating func write(_ container: Container, children: [Node], depth: Int) {
    switch container {
    case .group:
      write(children, depth: depth)
    case .list:
      sink.startLine(depth: depth)
      sink.word("list")
      write(children, depth: depth + 1)
    case .section(let title, let footer):
      sink.startLine(depth: depth)
      sink.word("section")
      if let title { sink.text(title) }
      write(children, depth: depth + 1)
      if let footer {
        sink.startLine(depth: depth + 1)
        sink.word("footer")
        sink.text(footer)
      }
    }
  }

  private mutating func write(_ display: Display) {
    switch display {
    case .heading(let text):
      sink.word("heading")
      sink.text(text)
    case .text(let text):
      sink.word("text")
      sink.text(text)
    case .errorMessage(let text):
      sink.word("error")
      sink.text(text)
    case .image(let systemName):
      sink.word("image")
      sink.word(systemName.word)
    case .banner(let text):
      sink.word("banner")
      sink.text(text)
    case .progress(let label):
      sink.word("progress")
      if let label { sink.text(label) }
    case .pageIndicator(let page, let count):
      sink.word("page \(page) of \(count)")
    }
  }

  private mutating func write(_ button: Button<Any>, depth: Int) {
    sink.startLine(depth: depth)
    sink.word("button")
    sink.text(button.label)
    id(button.id)
    image(button.image)
    attribute("badge", button.badge)
    if let role = button.role {
      sink.word("[\(role.rawValue)]")
    }
    flag("[disabled]", button.isDisabled)
  }

  private mutating func id(_ id: String?) {
    if let id { sink.word("#" + id.word) }
  }

  private mutating func image(_ systemName: String?) {
    if let systemName {
      sink.word("image")
      sink.word(systemName.word)
    }
  }

  private mutating func attribute(_ name: String, _ text: String?) {
    if let text {
      sink.word(name)
      sink.text(text)
    }
  }

  private mutating func flag(_ word: String, _ isSet: Bool) {
    if isSet { sink.word(word) }
  }
}
