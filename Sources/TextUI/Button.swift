/// A button. Renders as `button "Sign In"`, followed when set by its id (`#id`), image, badge,
/// role and `[disabled]`.
///
/// Buttons also make up the choices of an ``Alert`` or ``ConfirmationDialog`` and the items of a
/// ``NavigationBar``.
public struct Button<Action>: ElementConvertible, Sendable {
  @usableFromInline let label: String
  @usableFromInline let id: String?
  @usableFromInline let role: ButtonRole?
  @usableFromInline let image: String?
  @usableFromInline let badge: String?
  @usableFromInline let isDisabled: Bool
  @usableFromInline let action: @Sendable () -> Action

  /// A button labelled `label` sending `action()` when tapped.
  /// - Parameters:
  ///   - label: The button's visible label, by which interactions address it.
  ///   - id: A stable id telling apart elements with the same label.
  ///   - role: Whether the button cancels or destroys.
  ///   - image: The system name of a symbol shown with the label.
  ///   - badge: A count or short note shown on the button, such as "3" unread notifications.
  ///   - isDisabled: Whether tapping is refused.
  ///   - action: The action a tap sends.
  public init(
    _ label: String,
    id: String? = nil,
    role: ButtonRole? = nil,
    image: String? = nil,
    badge: String? = nil,
    isDisabled: Bool = false,
    action: @escaping @Sendable () -> Action
  ) {
    self.label = label
    self.id = id
    self.role = role
    self.image = image
    self.badge = badge
    self.isDisabled = isDisabled
    self.action = action
  }

  /// The button as an element.
  @inlinable public var element: Element<Action> { Element(.button(map { $0 })) }

  @inlinable func map<NewAction>(
    _ transform: @escaping @Sendable (Action) -> NewAction
  ) -> Button<NewAction> {
    let action = self.action
    return Button<NewAction>(
      label, id: id, role: role, image: image, badge: badge, isDisabled: isDisabled,
      action: { transform(action()) }
    )
  }
}
