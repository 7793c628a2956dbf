/// Builds the elements of a screen, a container or a sheet from statements: element kinds,
/// ``Screen`` values (embedded in place), arrays of ``Element``, `if`, `if let`, `switch` and
/// `for` loops.
///
/// Every step is inlinable, so that a screen built in the app's own module is built for its
/// action type: unspecialized, joining a block's elements looks up the metadata of arrays of
/// arrays of the app's elements at run time, on every call (three quarters of the cost of
/// building a small screen).
@resultBuilder
public enum ElementBuilder<Action> {
  /// An element kind that can send actions.
  @inlinable public static func buildExpression<Content: ElementConvertible>(
    _ content: Content
  ) -> [Element<Action>] where Content.Action == Action {
    [content.element]
  }

  /// An element kind that only shows something.
  @inlinable public static func buildExpression(_ content: some DisplayElement) -> [Element<Action>] {
    [content.element(for: Action.self)]
  }

  /// Elements built elsewhere, such as a child screen's ``Screen/elements``.
  @inlinable public static func buildExpression(_ elements: [Element<Action>]) -> [Element<Action>] {
    elements
  }

  /// The statements of a block, in order.
  @inlinable public static func buildBlock(_ components: [Element<Action>]...) -> [Element<Action>] {
    components.flatMap { $0 }
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
    components.flatMap { $0 }
  }
}
