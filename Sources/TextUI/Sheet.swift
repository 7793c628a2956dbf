/// A sheet presented on top of the screen, with content of its own. Renders after the screen as
/// `sheet Name` with its content indented below.
///
/// While a sheet is up its content is what is reachable; dismiss it with ``Screen/dismiss()``
/// when it has `onDismiss`. A sheet may present overlays of its own.
public struct Sheet<Action>: ElementConvertible, Sendable {
  let presentation: Presentation

  /// A sheet named `name` showing the built elements.
  /// - Parameters:
  ///   - name: The sheet's name, like a screen's name.
  ///   - onDismiss: The action sent when the sheet is swiped away; `nil` when it cannot be. To
  ///     choose between the two, write `isSaving ? nil : { @Sendable in .dismiss }`: without
  ///     `@Sendable` in the closure, Swift 6.3 fails to type-check the conditional.
  ///   - content: The sheet's elements.
  public init(
    _ name: String,
    onDismiss: (@Sendable () -> Action)? = nil,
    @ElementBuilder<Action> content: () -> [Element<Action>]
  ) {
    presentation = Presentation(
      kind: .sheet, title: name, content: content().map { $0.node }, onDismiss: onDismiss.map { $0 }
    )
  }

  /// A sheet showing `screen`, named after it.
  /// - Parameters:
  ///   - screen: The screen shown in the sheet, already lifted into this action type.
  ///   - onDismiss: The action sent when the sheet is swiped away; `nil` when it cannot be; see
  ///     ``init(_:onDismiss:content:)`` for passing it conditionally.
  public init(_ screen: Screen<Action>, onDismiss: (@Sendable () -> Action)? = nil) {
    presentation = Presentation(
      kind: .sheet, title: screen.name, content: screen.nodes, onDismiss: onDismiss.map { $0 }
    )
  }

  /// The sheet as an element.
  public var element: Element<Action> { Element(.presentation(presentation)) }
}
