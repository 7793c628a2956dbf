/// An alert presented on top of the screen. Renders after the screen as `alert "Title"` with its
/// message (`text "..."`) and buttons indented below.
///
/// While an alert is up only its buttons are reachable: answer it with ``Screen/answer(_:id:)``
/// (or ``Screen/tap(_:id:)``), or dismiss it with ``Screen/dismiss()`` when it has `onDismiss`.
/// Place it in an ``ElementBuilder`` (usually under `if let`) or attach it with
/// ``Screen/alert(_:)``.
public struct Alert<Action>: ElementConvertible, Sendable {
  let presentation: Presentation

  /// An alert titled `title`.
  /// - Parameters:
  ///   - title: The alert's title.
  ///   - message: The text under the title.
  ///   - onDismiss: The action sent when the alert is dismissed without a button; `nil` when it
  ///     can only be answered. To choose between the two, write
  ///     `canCancel ? { @Sendable in .dismissed } : nil`: without `@Sendable` in the closure,
  ///     Swift 6.3 fails to type-check the conditional.
  ///   - buttons: The answers, in order; give them roles `.cancel` or `.destructive`.
  public init(
    _ title: String,
    message: String? = nil,
    onDismiss: (@Sendable () -> Action)? = nil,
    @ItemBuilder<Button<Action>> buttons: () -> [Button<Action>]
  ) {
    presentation = .question(
      .alert, title: title, message: message, buttons: buttons(), onDismiss: onDismiss
    )
  }

  /// The alert as an element.
  public var element: Element<Action> { Element(.presentation(presentation)) }
}
