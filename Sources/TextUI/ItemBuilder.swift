/// Builds a list of items of one kind, such as the buttons of an ``Alert``, the tabs of a
/// ``TabBar`` or the options of a ``Picker``, with `if`, `switch` and `for` loops.
///
/// Every step is inlinable, for the reason ``ElementBuilder``'s are: built for the item type of
/// the module that builds the items, joining a block's items looks up no generic metadata.
@resultBuilder
public enum ItemBuilder<Item> {
  /// One item.
  @inlinable public static func buildExpression(_ item: Item) -> [Item] {
    [item]
  }

  /// The statements of a block, in order.
  @inlinable public static func buildBlock(_ components: [Item]...) -> [Item] {
    components.flatMap { $0 }
  }

  /// An `if` without `else`: nothing when the condition fails.
  @inlinable public static func buildOptional(_ component: [Item]?) -> [Item] {
    component ?? []
  }

  /// The first branch of an `if`/`else` or `switch`.
  @inlinable public static func buildEither(first component: [Item]) -> [Item] {
    component
  }

  /// The second branch of an `if`/`else` or `switch`.
  @inlinable public static func buildEither(second component: [Item]) -> [Item] {
    component
  }

  /// A `for` loop: every iteration's items, in order.
  @inlinable public static func buildArray(_ components: [[Item]]) -> [Item] {
    components.flatMap { $0 }
  }
}
