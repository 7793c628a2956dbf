/// Writes the outline of elements: one ``OutlineLine`` per thing a person sees, children indented
/// under their container. Overlays are skipped: they are written as layers of their own.
struct OutlineWriter {
  private(set) var lines: [OutlineLine] = []

  mutating func write<Action>(_ elements: [Element<Action>], depth: Int) {
    for element in elements {
      write(element.node, depth: depth)
    }
  }

  private mutating func add(_ depth: Int, _ tokens: [OutlineLine.Token]) {
    lines.append(OutlineLine(depth: depth, tokens: tokens))
  }

  private mutating func write<Action>(_ node: Node<Action>, depth: Int) {
    switch node {
    case .display(let display):
      add(depth, Self.tokens(for: display))
    case .field(let field):
      var tokens: [OutlineLine.Token] = [.word(field.isSecure ? "secure field" : "text field")]
      tokens += [.text(field.label)] + Self.id(field.id) + [.word("="), .text(field.shownValue)]
      if field.value.isEmpty, let placeholder = field.placeholder {
        tokens += [.word("placeholder"), .text(placeholder)]
      }
      add(depth, tokens + Self.flag("disabled", field.isDisabled))
    case .button(let button):
      add(depth, Self.tokens(for: button))
    case .toggle(let toggle):
      add(
        depth,
        [.word("toggle"), .text(toggle.label)] + Self.id(toggle.id)
          + [.word(toggle.isOn ? "[on]" : "[off]")] + Self.flag("disabled", toggle.isDisabled)
      )
    case .picker(let picker):
      var tokens: [OutlineLine.Token] = [.word("picker"), .text(picker.label)] + Self.id(picker.id)
      if let selection = picker.selection {
        tokens += [.word("="), .text(selection)]
      }
      if !picker.options.isEmpty {
        tokens += [.word("options"), .texts(picker.optionLabels)]
      }
      add(depth, tokens + Self.flag("disabled", picker.isDisabled))
    case .row(let row):
      add(depth, Self.tokens(for: row))
    case .container(let container, let children):
      write(container, children: children, depth: depth)
    case .navigationBar(let bar):
      var tokens: [OutlineLine.Token] = [.word("navigation"), .text(bar.title)]
      if let back = bar.back {
        tokens += [.word("back"), .text(back.label)]
      }
      add(depth, tokens)
      for item in bar.items {
        add(depth + 1, Self.tokens(for: item))
      }
    case .tabBar(let tabs):
      add(depth, [.word("tab bar")])
      for tab in tabs {
        add(
          depth + 1,
          [.word("tab"), .text(tab.label)] + Self.id(tab.id) + Self.image(tab.image)
            + Self.attribute("badge", tab.badge) + Self.flag("selected", tab.isSelected)
        )
      }
    case .presentation:
      break
    }
  }

  private mutating func write<Action>(
    _ container: Container, children: [Element<Action>], depth: Int
  ) {
    switch container {
    case .group:
      write(children, depth: depth)
    case .list:
      add(depth, [.word("list")])
      write(children, depth: depth + 1)
    case .section(let title, let footer):
      add(depth, [.word("section")] + (title.map { [.text($0)] } ?? []))
      write(children, depth: depth + 1)
      if let footer {
        add(depth + 1, [.word("footer"), .text(footer)])
      }
    }
  }

  private static func tokens(for display: Display) -> [OutlineLine.Token] {
    switch display {
    case .heading(let text): [.word("heading"), .text(text)]
    case .text(let text): [.word("text"), .text(text)]
    case .errorMessage(let text): [.word("error"), .text(text)]
    case .image(let systemName): [.word("image"), .word(systemName.word)]
    case .banner(let text): [.word("banner"), .text(text)]
    case .progress(let label): [.word("progress")] + (label.map { [.text($0)] } ?? [])
    case .pageIndicator(let page, let count): [.word("page \(page) of \(count)")]
    }
  }

  private static func tokens<Action>(for button: Button<Action>) -> [OutlineLine.Token] {
    [.word("button"), .text(button.label)] + id(button.id) + image(button.image)
      + attribute("badge", button.badge) + flag(button.role?.rawValue, true)
      + flag("disabled", button.isDisabled)
  }

  private static func tokens<Action>(for row: Row<Action>) -> [OutlineLine.Token] {
    [.word("row"), .text(row.title)] + id(row.id) + image(row.image)
      + attribute("subtitle", row.subtitle) + attribute("detail", row.detail)
      + attribute("badge", row.badge) + flag("disabled", row.isDisabled)
      + (row.action == nil ? [] : [.word(">")])
  }

  private static func id(_ id: String?) -> [OutlineLine.Token] {
    id.map { [.word("#" + $0.word)] } ?? []
  }

  private static func image(_ systemName: String?) -> [OutlineLine.Token] {
    systemName.map { [.word("image"), .word($0.word)] } ?? []
  }

  private static func attribute(_ name: String, _ text: String?) -> [OutlineLine.Token] {
    text.map { [.word(name), .text($0)] } ?? []
  }

  private static func flag(_ name: String?, _ isSet: Bool) -> [OutlineLine.Token] {
    guard let name, isSet else { return [] }
    return [.word("[\(name)]")]
  }
}
