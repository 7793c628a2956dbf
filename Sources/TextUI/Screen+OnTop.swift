extension Screen {
  /// The screen with the built elements first on the screen and first in every sheet, alert and
  /// dialog presented on it, however deep: what the app keeps above whatever is presented, such
  /// as the offline banner or an app-wide error with its "Dismiss". Only the copy on the topmost
  /// layer can be reached, as with any element.
  public func keepingOnTop(
    @ElementBuilder<Action> _ content: () -> [Element<Action>]
  ) -> Screen {
    let top = content()
    guard !top.isEmpty else { return self }
    return Screen(name: name, elements: top + elements.map { $0.headingOverlays(with: top) })
  }
}

extension Element {
  /// The element with `top` first in every overlay it presents, its nested ones included.
  fileprivate func headingOverlays(with top: [Element]) -> Element {
    switch node {
    case .container(let container, let children):
      return Element(.container(container, children.map { $0.headingOverlays(with: top) }))
    case .presentation(let presentation):
      return Element(
        .presentation(
          Presentation(
            kind: presentation.kind, title: presentation.title,
            content: top + presentation.content.map { $0.headingOverlays(with: top) },
            onDismiss: presentation.onDismiss)))
    case .display, .field, .button, .toggle, .picker, .row, .navigationBar, .tabBar:
      return self
    }
  }
}
