/// A scrolling list, usually of ``Section``s and ``Row``s. Renders as `list` with its children
/// indented below.
public struct List<Action>: ElementConvertible, Sendable {
  @usableFromInline let children: [Node]

  /// A list of the built elements.
  @inlinable public init(@ElementBuilder<Action> content: () -> [Element<Action>]) {
    children = content().map { $0.node }
  }

  /// The list as an element.
  public var element: Element<Action> { Element(.container(.list, children)) }
}
