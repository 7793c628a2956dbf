/// A scrolling list, usually of ``Section``s and ``Row``s. Renders as `list` with its children
/// indented below.
public struct List<Action>: ElementConvertible, Sendable {
  let children: [Element<Action>]

  /// A list of the built elements.
  public init(@ElementBuilder<Action> content: () -> [Element<Action>]) {
    children = content()
  }

  /// The list as an element.
  public var element: Element<Action> { Element(.container(.list, children)) }
}
