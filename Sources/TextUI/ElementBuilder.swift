/// Builds the elements of a screen, a container or a sheet from statements: element kinds,
/// ``Screen`` values (embedded in place), arrays of ``Element``, `if`, `if let`, `switch` and
/// `for` loops.
///
/// Every step is inlinable, so that a screen built in the app's own module is built for its
/// action type: unspecialized, joining a block's elements looks up the metadata of arrays of
/// arrays of the app's elements at run time, on every call (three quarters of the cost of
/// building a small screen).
///
/// A block's statements are joined one at a time into the array its first statement starts, so
/// that a block of single elements makes one array rather than one per element and another
/// joining them.
@resultBuilder
public enum ElementBuilder<Action> {
  /// An element kind that can send actions.
  @inlinable public static func buildExpression<Content: ElementConvertible>(
    _ content: Content
  ) -> Element<Action> where Content.Action == Action {
    content.element
  }

  /// An element kind that only shows something.
  @inlinable public static func buildExpression(_ content: some DisplayElement) -> Element<Action> {
    content.element(for: Action.self)
  }

  /// Elements built elsewhere, such as a child screen's ``Screen/elements``.
  @inlinable public static func buildExpression(_ elements: [Element<Action>]) -> [Element<Action>] {
    elements
  }

  /// An empty block.
  @inlinable public static func buildBlock() -> [Element<Action>] {
    []
  }

  /// A block starting with one element, in an array with room for the sixteen elements that most
  /// blocks of a screen do not exceed.
  @inlinable public static func buildPartialBlock(first: Element<Action>) -> [Element<Action>] {
    var elements: [Element<Action>] = []
    elements.reserveCapacity(16)
    elements.append(first)
    return elements
  }

  /// A block starting with several elements.
  @inlinable public static func buildPartialBlock(first: [Element<Action>]) -> [Element<Action>] {
    first
  }

  /// The elements of a block so far, followed by one more.
  @inlinable public static func buildPartialBlock(
    accumulated: consuming [Element<Action>], next: Element<Action>
  ) -> [Element<Action>] {
    accumulated.append(next)
    return accumulated
  }

  /// The elements of a block so far, followed by several more.
  @inlinable public static func buildPartialBlock(
    accumulated: consuming [Element<Action>], next: [Element<Action>]
  ) -> [Element<Action>] {
    accumulated.append(contentsOf: next)
    return accumulated
  }

  /// An `if` without `else`: nothing when the condition fails.
  @inlinable public static func buildOptional(_ component: [Element<Action>]?) -> [Element<Action>] {
    component ?? []
  }

  /// The first branch of an `if`/`else` or `switch`.
  @inlinable public static func buildEither(first component: [Element<Action>]) -> [Element<Action>] {
    component
  }

  /// The second branch of an `if`/`else` or `switch`.
  @inlinable public static func buildEither(second component: [Element<Action>]) -> [Element<Action>] {
    component
  }

  /// A `for` loop: every iteration's elements, in order.
  @inlinable public static func buildArray(_ components: [[Element<Action>]]) -> [Element<Action>] {
    var elements: [Element<Action>] = []
    elements.reserveCapacity(components.reduce(0) { $0 + $1.count })
    for component in components {
      elements.append(contentsOf: component)
    }
    return elements
  }
}
