/// A confirmation dialog presented on top of the screen, such as "Delete Account?". Renders after
/// the screen as `confirmation dialog "Title"` with its message and buttons indented below.
///
/// While it is up only its buttons are reachable, exactly as for an ``Alert``.
public struct ConfirmationDialog<Action>: ElementConvertible, Sendable {
  let presentation: Presentation

  /// A dialog titled `title`.
  /// - Parameters:
  ///   - title: The dialog's title.
  ///   - message: The text under the title.
  ///   - onDismiss: The action sent when the dialog is dismissed without a button, as by a tap
  ///     outside it; `nil` when it can only be answered. To choose between the two, write
  ///     `canCancel ? { @Sendable in .dismissed } : nil`: without `@Sendable` in the closure,
  ///     Swift 6.3 fails to type-check the conditional.
  ///   - buttons: The choices, in order; give them roles `.cancel` or `.destructive`.
  public init(
    _ title: String,
    message: String? = nil,
    onDismiss: (@Sendable () -> Action)? = nil,
    @ItemBuilder<Button<Action>> buttons: () -> [Button<Action>]
  ) {
    presentation = .question(
      .confirmationDialog, title: title, message: message, buttons: buttons(),
      onDismiss: onDismiss
    )
  }

  /// The dialog as an element.
  public var element: Element<Action> { Element(.presentation(presentation)) }
}
