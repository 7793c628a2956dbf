extension Screen {
  /// The screen with `banner` first on the screen and first in every sheet, alert and dialog
  /// presented on it, however deep: a strip about the app's condition, such as "You're
  /// offline", that stays on top of whatever is presented.
  public func bannered(_ banner: Banner) -> Screen {
    let strip = banner.element(for: Action.self)
    return Screen(name: name, elements: [strip] + elements.map { $0.headingOverlays(with: strip) })
  }
}

extension Element {
  /// The element with `strip` first in every overlay it presents, its nested ones included.
  fileprivate func headingOverlays(with strip: Element) -> Element {
    switch node {
    case .container(let container, let children):
      return Element(.container(container, children.map { $0.headingOverlays(with: strip) }))
    case .presentation(let presentation):
      return Element(
        .presentation(
          Presentation(
            kind: presentation.kind, title: presentation.title,
            content: [strip] + presentation.content.map { $0.headingOverlays(with: strip) },
            onDismiss: presentation.onDismiss)))
    case .display, .field, .button, .toggle, .picker, .row, .navigationBar, .tabBar:
      return self
    }
  }
}
