/// Elements kept together as one value without showing anything of their own: they render in
/// place, at the group's own depth.
public struct Group<Action>: ElementConvertible, Sendable {
  @usableFromInline let children: [Node]

  /// A group of the built elements.
  @inlinable public init(@ElementBuilder<Action> content: () -> [Element<Action>]) {
    children = content().map { $0.node }
  }

  /// The group as an element.
  public var element: Element<Action> { Element(.container(.group, children)) }
}
