/// The bar at the top of a screen: its title, an optional back button and optional buttons.
/// Renders as `navigation "Language" back "Settings"` with its buttons indented below.
///
/// The back button is reached with ``Screen/back()``; its label only says where it leads.
public struct NavigationBar<Action>: ElementConvertible, Sendable {
  @usableFromInline let title: String
  @usableFromInline let back: BackButton<Action>?
  @usableFromInline let items: [Button<Action>]

  /// A bar titled `title` without a back button, as on the first screen of a stack.
  /// - Parameters:
  ///   - title: The navigation title.
  ///   - items: Buttons in the bar, such as "Save".
  public init(
    _ title: String,
    @ItemBuilder<Button<Action>> items: () -> [Button<Action>] = { [] }
  ) {
    self.init(title: title, back: nil, items: items())
  }

  /// A bar titled `title` with a back button, as on a screen pushed onto a stack.
  /// - Parameters:
  ///   - title: The navigation title.
  ///   - backLabel: The back button's label, usually the previous screen's title.
  ///   - onBack: The action going back sends.
  ///   - items: Buttons in the bar, such as "Save".
  public init(
    _ title: String,
    back backLabel: String = "Back",
    onBack: @escaping @Sendable () -> Action,
    @ItemBuilder<Button<Action>> items: () -> [Button<Action>] = { [] }
  ) {
    self.init(title: title, back: BackButton(label: backLabel, action: onBack), items: items())
  }

  @usableFromInline init(title: String, back: BackButton<Action>?, items: [Button<Action>]) {
    self.title = title
    self.back = back
    self.items = items
  }

  /// The bar as an element.
  @inlinable public var element: Element<Action> { Element(.navigationBar(map { $0 })) }

  @inlinable func map<NewAction>(
    _ transform: @escaping @Sendable (Action) -> NewAction
  ) -> NavigationBar<NewAction> {
    NavigationBar<NewAction>(
      title: title, back: back?.map(transform), items: items.map { $0.map(transform) }
    )
  }
}
