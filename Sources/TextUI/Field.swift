/// A field a person types into: what ``TextField`` and ``SecureField`` are made of.
@usableFromInline struct Field<Action>: Sendable {
  let label: String
  let id: String?
  let value: String
  let placeholder: String?
  let isSecure: Bool
  let isDisabled: Bool
  let onChange: @Sendable (String) -> Action

  /// The kind named in interaction errors.
  var kind: ElementKind { isSecure ? .secureField : .textField }

  /// What a person sees in the field: the value, or one bullet per character when secure.
  var shownValue: String {
    isSecure ? String(repeating: "•", count: value.count) : value
  }

  func map<NewAction>(_ transform: @escaping @Sendable (Action) -> NewAction) -> Field<NewAction> {
    let onChange = self.onChange
    return Field<NewAction>(
      label: label, id: id, value: value, placeholder: placeholder, isSecure: isSecure,
      isDisabled: isDisabled, onChange: { transform(onChange($0)) }
    )
  }
}
