/// A field a person types text into. Renders as
/// `text field "Email" = "ada@example.com"`, with `placeholder "Enter your email"` while empty.
///
/// Typing sends `onChange` with the field's whole new text.
public struct TextField<Action>: ElementConvertible, Sendable {
  @usableFromInline let field: Field<Action>

  /// A field labelled `label` holding `text`.
  /// - Parameters:
  ///   - label: The field's visible label, by which interactions address it.
  ///   - id: A stable id telling apart elements with the same label.
  ///   - text: The current value.
  ///   - placeholder: The hint shown while the field is empty.
  ///   - isDisabled: Whether typing is refused.
  ///   - onChange: The action for a new value of the whole field.
  public init(
    _ label: String,
    id: String? = nil,
    text: String,
    placeholder: String? = nil,
    isDisabled: Bool = false,
    onChange: @escaping @Sendable (String) -> Action
  ) {
    field = Field(
      label: label, id: id, value: text, placeholder: placeholder, isSecure: false,
      isDisabled: isDisabled, onChange: onChange
    )
  }

  /// The field as an element.
  @inlinable public var element: Element<Action> { Element(.field(field.map { $0 })) }
}
