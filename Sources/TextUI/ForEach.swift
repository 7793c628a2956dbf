/// The elements built for each item of a sequence, in order; the same as a `for` loop in an
/// ``ElementBuilder``.
public struct ForEach<Action>: ElementConvertible, Sendable {
  @usableFromInline let children: [Node]

  /// The elements `content` builds for every item of `data`.
  @inlinable public init<Data: Sequence>(
    _ data: Data,
    @ElementBuilder<Action> content: (Data.Element) -> [Element<Action>]
  ) {
    children = data.flatMap(content).map { $0.node }
  }

  /// The built elements as one element.
  public var element: Element<Action> { Element(.container(.group, children)) }
}
