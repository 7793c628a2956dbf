/// A row of a list: a title with an optional image, subtitle, trailing detail and badge. A row
/// with an action is tappable and renders with a trailing `>`, like the chevron a person sees:
/// `row "Favorites" subtitle "Things you loved" detail "12" >`.
public struct Row<Action>: ElementConvertible, Sendable {
  @usableFromInline let title: String
  @usableFromInline let id: String?
  @usableFromInline let image: String?
  @usableFromInline let subtitle: String?
  @usableFromInline let detail: String?
  @usableFromInline let badge: String?
  @usableFromInline let isDisabled: Bool
  @usableFromInline let action: (@Sendable () -> Action)?

  /// A row titled `title`, tappable when `action` is given.
  /// - Parameters:
  ///   - title: The row's visible title, by which interactions address it.
  ///   - id: A stable id telling apart elements with the same label, such as rows for items
  ///     with equal titles.
  ///   - image: The system name of a symbol shown before the title.
  ///   - subtitle: A second line under the title.
  ///   - detail: A value shown at the trailing edge, such as "1.0.0" or "#1 ▲".
  ///   - badge: A count or short note, such as "3".
  ///   - isDisabled: Whether tapping is refused.
  ///   - action: The action a tap sends; `nil` for a row that only shows information. To choose
  ///     between the two, write `isLink ? { @Sendable in .opened } : nil`: without `@Sendable`
  ///     in the closure, Swift 6.3 fails to type-check the conditional.
  public init(
    _ title: String,
    id: String? = nil,
    image: String? = nil,
    subtitle: String? = nil,
    detail: String? = nil,
    badge: String? = nil,
    isDisabled: Bool = false,
    action: (@Sendable () -> Action)? = nil
  ) {
    self.title = title
    self.id = id
    self.image = image
    self.subtitle = subtitle
    self.detail = detail
    self.badge = badge
    self.isDisabled = isDisabled
    self.action = action
  }

  /// The row as an element.
  @inlinable public var element: Element<Action> { Element(.row(map { $0 })) }

  @inlinable func map<NewAction>(_ transform: @escaping @Sendable (Action) -> NewAction) -> Row<NewAction> {
    var mappedAction: (@Sendable () -> NewAction)?
    if let action {
      mappedAction = { transform(action()) }
    }
    return Row<NewAction>(
      title, id: id, image: image, subtitle: subtitle, detail: detail, badge: badge,
      isDisabled: isDisabled, action: mappedAction
    )
  }
}
