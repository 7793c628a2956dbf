/// Builds a list of items of one kind, such as the buttons of an ``Alert``, the tabs of a
/// ``TabBar`` or the options of a ``Picker``, with `if`, `switch` and `for` loops.
///
/// Every step is inlinable, for the reason ``ElementBuilder``'s are: built for the item type of
/// the module that builds the items, joining a block's items looks up no generic metadata. As
/// there, a block's items are joined one at a time into the array its first statement starts.
@resultBuilder
public enum ItemBuilder<Item> {
  /// One item.
  @inlinable public static func buildExpression(_ item: Item) -> Item {
    item
  }

  /// An empty block.
  @inlinable public static func buildBlock() -> [Item] {
    []
  }

  /// A block starting with one item, in an array with room for the sixteen items that most blocks
  /// do not exceed.
  @inlinable public static func buildPartialBlock(first: Item) -> [Item] {
    var items: [Item] = []
    items.reserveCapacity(16)
    items.append(first)
    return items
  }

  /// A block starting with several items.
  @inlinable public static func buildPartialBlock(first: [Item]) -> [Item] {
    first
  }

  /// The items of a block so far, followed by one more.
  @inlinable public static func buildPartialBlock(accumulated: consuming [Item], next: Item) -> [Item] {
    accumulated.append(next)
    return accumulated
  }

  /// The items of a block so far, followed by several more.
  @inlinable public static func buildPartialBlock(accumulated: consuming [Item], next: [Item]) -> [Item] {
    accumulated.append(contentsOf: next)
    return accumulated
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
    var items: [Item] = []
    items.reserveCapacity(components.reduce(0) { $0 + $1.count })
    for component in components {
      items.append(contentsOf: component)
    }
    return items
  }
}
