/// Builds a list of items of one kind, such as the buttons of an ``Alert``, the tabs of a
/// ``TabBar`` or the options of a ``Picker``, with `if`, `switch` and `for` loops.
@resultBuilder
public enum ItemBuilder<Item> {
  /// One item.
  public static func buildExpression(_ item: Item) -> [Item] {
    [item]
  }

  /// The statements of a block, in order.
  public static func buildBlock(_ components: [Item]...) -> [Item] {
    components.flatMap { $0 }
  }

  /// An `if` without `else`: nothing when the condition fails.
  public static func buildOptional(_ component: [Item]?) -> [Item] {
    component ?? []
  }

  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither(first component: [Item]) -> [Item] {
    component
  }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither(second component: [Item]) -> [Item] {
    component
  }

  /// A `for` loop: every iteration's items, in order.
  public static func buildArray(_ components: [[Item]]) -> [Item] {
    components.flatMap { $0 }
  }
}
