extension Screen {
  /// The screen with the built elements first on the screen and first in every sheet, alert and
  /// dialog presented on it, however deep: what the app keeps above whatever is presented, such
  /// as the offline banner or an app-wide error with its "Dismiss". Only the copy on the topmost
  /// layer can be reached, as with any element.
  ///
  /// Inlinable, as ``init(_:content:)`` is.
  @inlinable public func keepingOnTop(
    @ElementBuilder<Action> _ content: () -> [Element<Action>]
  ) -> Screen {
    keepingOnTop(content().map { $0.node })
  }

  /// The screen with `top` first on it and in every overlay presented on it.
  @usableFromInline func keepingOnTop(_ top: [Node]) -> Screen {
    guard !top.isEmpty else { return self }
    return Screen(name: name, nodes: top + (nodes.headingOverlays(with: top) ?? nodes))
  }
}

extension [Node] {
  /// The nodes with `top` first in every overlay they present, their nested ones included; `nil`
  /// when they present none, so that only what holds an overlay is rebuilt.
  fileprivate func headingOverlays(with top: [Node]) -> [Node]? {
    var headed: [Node]?
    for (index, node) in enumerated() {
      if let headedNode = node.headingOverlays(with: top) {
        if headed == nil { headed = Array(self[..<index]) }
        headed?.append(headedNode)
      } else {
        headed?.append(node)
      }
    }
    return headed
  }
}

extension Node {
  /// The node with `top` first in every overlay it presents, its nested ones included; `nil`
  /// when it presents none.
  fileprivate func headingOverlays(with top: [Node]) -> Node? {
    switch self {
    case .container(let container, let children, let presentsOverlay):
      guard presentsOverlay else { return nil }
      return children.headingOverlays(with: top).map { .container(container, $0, presentsOverlay: true) }
    case .presentation(let presentation):
      return .presentation(
        Presentation(
          kind: presentation.kind, title: presentation.title,
          content: top + (presentation.content.headingOverlays(with: top) ?? presentation.content),
          onDismiss: presentation.onDismiss))
    case .lifted(let node, let transform):
      // `top` sends the screen's actions, which the lift must leave alone: a lifted node that
      // presents an overlay is rebuilt with its actions mapped, and `top` goes in unlifted.
      guard node.presentsOverlay else { return nil }
      return node.map(transform).headingOverlays(with: top)
    case .display, .field, .button, .toggle, .picker, .row, .navigationBar, .tabBar:
      return nil
    }
  }
}
