/// The bar of tabs at the bottom of a screen. Renders as `tab bar` with one `tab` line per tab
/// indented below; the selected tab is marked `[selected]`.
public struct TabBar<Action>: ElementConvertible, Sendable {
  @usableFromInline let tabs: [TabItem<Action>]

  /// A bar of the built tabs, in order.
  public init(@ItemBuilder<TabItem<Action>> tabs: () -> [TabItem<Action>]) {
    self.tabs = tabs()
  }

  /// The bar as an element.
  @inlinable public var element: Element<Action> { Element(.tabBar(tabs.map { $0.map { $0 } })) }
}
