/// An overlay in the element tree: ``Alert``, ``ConfirmationDialog`` and ``Sheet`` are made of
/// it. Wherever it sits in the tree, it is shown on top of the screen.
struct Presentation<Action>: Sendable {
  let kind: OverlayKind
  let title: String
  let content: [Element<Action>]
  let onDismiss: (@Sendable () -> Action)?

  /// An alert or dialog: its message, then its buttons.
  static func question(
    _ kind: OverlayKind, title: String, message: String?, buttons: [Button<Action>],
    onDismiss: (@Sendable () -> Action)?
  ) -> Presentation {
    var content: [Element<Action>] = []
    if let message {
      content.append(Element(.display(.text(message))))
    }
    content += buttons.map { Element(.button($0)) }
    return Presentation(kind: kind, title: title, content: content, onDismiss: onDismiss)
  }

  var overlay: PresentedOverlay { PresentedOverlay(kind: kind, title: title) }

  func map<NewAction>(
    _ transform: @escaping @Sendable (Action) -> NewAction
  ) -> Presentation<NewAction> {
    var mappedDismiss: (@Sendable () -> NewAction)?
    if let onDismiss {
      mappedDismiss = { transform(onDismiss()) }
    }
    return Presentation<NewAction>(
      kind: kind, title: title, content: content.map { $0.map(transform) },
      onDismiss: mappedDismiss
    )
  }
}
