/// A field a person types into: what ``TextField`` and ``SecureField`` are made of.
@usableFromInline struct Field<Action>: Sendable {
  @usableFromInline let label: String
  @usableFromInline let id: String?
  @usableFromInline let value: String
  @usableFromInline let placeholder: String?
  @usableFromInline let isSecure: Bool
  @usableFromInline let isDisabled: Bool
  @usableFromInline let onChange: @Sendable (String) -> Action

  @usableFromInline init(
    label: String, id: String?, value: String, placeholder: String?, isSecure: Bool,
    isDisabled: Bool, onChange: @escaping @Sendable (String) -> Action
  ) {
    self.label = label
    self.id = id
    self.value = value
    self.placeholder = placeholder
    self.isSecure = isSecure
    self.isDisabled = isDisabled
    self.onChange = onChange
  }

  /// The kind named in interaction errors.
  var kind: ElementKind { isSecure ? .secureField : .textField }

  /// What a person sees in the field: the value, or one bullet per character when secure.
  var shownValue: String {
    isSecure ? String(repeating: "•", count: value.count) : value
  }

  @inlinable func map<NewAction>(_ transform: @escaping @Sendable (Action) -> NewAction) -> Field<NewAction> {
    let onChange = self.onChange
    return Field<NewAction>(
      label: label, id: id, value: value, placeholder: placeholder, isSecure: isSecure,
      isDisabled: isDisabled, onChange: { transform(onChange($0)) }
    )
  }
}
