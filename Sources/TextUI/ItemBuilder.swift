/// Builds a list of items of one kind, such as the buttons of an ``Alert``, the tabs of a
/// ``TabBar`` or the options of a ``Picker``, with `if`, `switch` and `for` loops.
///
/// Every step is inlinable, for the reason ``ElementBuilder``'s are: built for the item type of
/// the module that builds the items, joining a block's items looks up no generic metadata. As
/// there, a statement that is one item stays one item, in a ``Component``, until its block joins
/// its statements into one array of the size they need.
@resultBuilder
public enum ItemBuilder<Item> {
  /// What a statement or a block builds: one item, or several in order.
  public typealias Component = BuiltParts<Item>

  /// One item.
  @inlinable public static func buildExpression(_ item: Item) -> Component {
    .one(item)
  }

  /// Items made elsewhere, such as one for each case of an enumeration with `map`, which makes
  /// them in one array where a `for` loop joins the arrays of its iterations.
  @inlinable public static func buildExpression(_ items: [Item]) -> Component {
    .several(items)
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

  /// A `for` loop: every iteration's items, in order.
  @inlinable public static func buildArray(_ components: [Component]) -> Component {
    .several(Component.joined(components))
  }

  /// The items built, in order.
  @inlinable public static func buildFinalResult(_ component: Component) -> [Item] {
    component.parts
  }
}
