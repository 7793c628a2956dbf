/// An overlay in the element tree: ``Alert``, ``ConfirmationDialog`` and ``Sheet`` are made of
/// it. Wherever it sits in the tree, it is shown on top of the screen.
@usableFromInline struct Presentation: Sendable {
  let kind: OverlayKind
  let title: String
  let content: [Node]
  let onDismiss: (@Sendable () -> Any)?

  /// An alert or dialog: its message, then its buttons.
  static func question<Action>(
    _ kind: OverlayKind, title: String, message: String?, buttons: [Button<Action>],
    onDismiss: (@Sendable () -> Action)?
  ) -> Presentation {
    var content: [Node] = []
    if let message {
      content.append(.display(.text(message)))
    }
    content += buttons.map { .button($0.map { $0 }) }
    return Presentation(kind: kind, title: title, content: content, onDismiss: onDismiss.map { $0 })
  }

  var overlay: PresentedOverlay { PresentedOverlay(kind: kind, title: title) }

  func map(_ transform: @escaping @Sendable (Any) -> Any) -> Presentation {
    var mappedDismiss: (@Sendable () -> Any)?
    if let onDismiss {
      mappedDismiss = { transform(onDismiss()) }
    }
    return Presentation(
      kind: kind, title: title, content: content.map { $0.map(transform) },
      onDismiss: mappedDismiss
    )
  }
}
