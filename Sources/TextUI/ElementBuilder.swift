/// Builds the elements of a screen, a container or a sheet from statements: element kinds,
/// ``Screen`` values (embedded in place), arrays of ``Element``, `if`, `if let`, `switch` and
/// `for` loops.
///
/// Every step is inlinable, so that a screen built in the app's own module is built for its
/// action type: unspecialized, joining a block's elements looks up the metadata of arrays of
/// arrays of the app's elements at run time, on every call (three quarters of the cost of
/// building a small screen).
///
/// A statement that is one element stays one element, in a ``Component``, until the block
/// around it joins its statements into one array of the size they need: a block of single
/// elements makes that one array, not one per element, and no array grows or is copied while it
/// is joined.
@resultBuilder
public enum ElementBuilder<Action> {
  /// What a statement or a block builds: one element, or several in order.
  public typealias Component = BuiltParts<Element<Action>>

  /// An element kind that can send actions.
  @inlinable public static func buildExpression<Content: ElementConvertible>(
    _ content: Content
  ) -> Component where Content.Action == Action {
    .one(content.element)
  }

  /// An element kind that only shows something.
  @inlinable public static func buildExpression(_ content: some DisplayElement) -> Component {
    .one(content.element(for: Action.self))
  }

  /// Elements built elsewhere, such as a child screen's ``Screen/elements``.
  @inlinable public static func buildExpression(_ elements: [Element<Action>]) -> Component {
    .several(elements)
  }

  /// The statements of a block, in order.
  @inlinable public static func buildBlock(_ components: Component...) -> Component {
    .joining(components)
  }

  /// An `if` without `else`: nothing when the condition fails.
  @inlinable public static func buildOptional(_ component: Component?) -> Component {
    component ?? .several([])
  }

  /// The first branch of an `if`/`else` or `switch`.
  @inlinable public static func buildEither(first component: Component) -> Component {
    component
  }

  /// The second branch of an `if`/`else` or `switch`.
  @inlinable public static func buildEither(second component: Component) -> Component {
    component
  }

  /// A `for` loop: every iteration's elements, in order.
  @inlinable public static func buildArray(_ components: [Component]) -> Component {
    .several(Component.joined(components))
  }

  /// The elements built, in order.
  @inlinable public static func buildFinalResult(_ component: Component) -> [Element<Action>] {
    component.parts
  }
}
