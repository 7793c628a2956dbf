/// One thing a person sees on a screen: a text, a control, a container or an overlay.
///
/// Elements are built with ``ElementBuilder`` from the element kinds of this module (``Heading``,
/// ``Button``, ``List`` and so on). An element is a value: it never changes, and the actions it
/// can send are produced by `@Sendable` closures that interactions call.
public struct Element<Action>: Sendable {
  @usableFromInline let node: Node

  @usableFromInline init(_ node: Node) {
    self.node = node
  }

  /// The same element sending `transform(action)` wherever it sent `action`, to lift a child
  /// feature's element into its parent's action type. The element is not rebuilt: its actions
  /// are mapped when one is sent.
  public func map<NewAction>(
    _ transform: @escaping @Sendable (Action) -> NewAction
  ) -> Element<NewAction> {
    Element<NewAction>(.lifted(node, transform: Self.erased(transform)))
  }

  /// `transform` taking and giving actions as `Any`, as nodes hold them.
  @inlinable static func erased<NewAction>(
    _ transform: @escaping @Sendable (Action) -> NewAction
  ) -> @Sendable (Any) -> Any {
    { transform($0 as! Action) }
  }
}

extension Element: ElementConvertible {
  /// The element itself.
  public var element: Element<Action> { self }
}
