/// One tab of a ``TabBar``. Renders as `tab "Home"`, followed when set by its id, image, badge
/// and `[selected]`.
public struct TabItem<Action>: Sendable {
  @usableFromInline let label: String
  @usableFromInline let id: String?
  @usableFromInline let image: String?
  @usableFromInline let badge: String?
  @usableFromInline let isSelected: Bool
  @usableFromInline let action: @Sendable () -> Action

  /// A tab labelled `label` sending `action()` when tapped.
  /// - Parameters:
  ///   - label: The tab's visible label, by which interactions address it.
  ///   - id: A stable id telling apart elements with the same label.
  ///   - image: The system name of the tab's symbol.
  ///   - badge: A count or short note shown on the tab.
  ///   - isSelected: Whether this is the tab on screen.
  ///   - action: The action a tap sends, also when the tab is already selected.
  public init(
    _ label: String,
    id: String? = nil,
    image: String? = nil,
    badge: String? = nil,
    isSelected: Bool = false,
    action: @escaping @Sendable () -> Action
  ) {
    self.label = label
    self.id = id
    self.image = image
    self.badge = badge
    self.isSelected = isSelected
    self.action = action
  }

  @inlinable func map<NewAction>(_ transform: @escaping @Sendable (Action) -> NewAction) -> TabItem<NewAction>
  {
    let action = self.action
    return TabItem<NewAction>(
      label, id: id, image: image, badge: badge, isSelected: isSelected,
      action: { transform(action()) }
    )
  }
}
