/// Elements kept together as one value without showing anything of their own: they render in
/// place, at the group's own depth.
public struct Group<Action>: ElementConvertible, Sendable {
  let children: [Element<Action>]

  /// A group of the built elements.
  public init(@ElementBuilder<Action> content: () -> [Element<Action>]) {
    children = content()
  }

  /// The group as an element.
  public var element: Element<Action> { Element(.container(.group, children)) }
}
