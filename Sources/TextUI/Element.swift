/// One thing a person sees on a screen: a text, a control, a container or an overlay.
///
/// Elements are built with ``ElementBuilder`` from the element kinds of this module (``Heading``,
/// ``Button``, ``List`` and so on). An element is a value: it never changes, and the actions it
/// can send are produced by `@Sendable` closures that interactions call.
public struct Element<Action>: Sendable {
  let node: Node<Action>

  init(_ node: Node<Action>) {
    self.node = node
  }

  /// The same element sending `transform(action)` wherever it sent `action`, to lift a child
  /// feature's element into its parent's action type.
  public func map<NewAction>(
    _ transform: @escaping @Sendable (Action) -> NewAction
  ) -> Element<NewAction> {
    Element<NewAction>(node.map(transform))
  }
}

extension Element: ElementConvertible {
  /// The element itself.
  public var element: Element<Action> { self }
}
