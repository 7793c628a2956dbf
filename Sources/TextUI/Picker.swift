/// A choice of one option among several. Renders as
/// `picker "Theme" = "Dark" options "Auto", "Light", "Dark"`; without a selection the `= ...`
/// part is left out.
///
/// Selecting an option sends that option's action.
public struct Picker<Action>: ElementConvertible, Sendable {
  @usableFromInline let label: String
  @usableFromInline let id: String?
  @usableFromInline let selection: String?
  @usableFromInline let options: [PickerOption<Action>]
  @usableFromInline let isDisabled: Bool

  /// A picker whose options are given one by one.
  /// - Parameters:
  ///   - label: The picker's visible label, by which interactions address it.
  ///   - id: A stable id telling apart elements with the same label.
  ///   - selection: The label of the selected option, or `nil` when none is selected.
  ///   - isDisabled: Whether selecting is refused.
  ///   - options: The choices, in the order they are shown.
  public init(
    _ label: String,
    id: String? = nil,
    selection: String?,
    isDisabled: Bool = false,
    @ItemBuilder<PickerOption<Action>> options: () -> [PickerOption<Action>]
  ) {
    self.label = label
    self.id = id
    self.selection = selection
    self.options = options()
    self.isDisabled = isDisabled
  }

  /// A picker over a list of values, such as the cases of an enumeration. Inlinable, as the
  /// element kinds' `element` is, so that the options are made for the app's value and action
  /// types.
  /// - Parameters:
  ///   - label: The picker's visible label, by which interactions address it.
  ///   - id: A stable id telling apart elements with the same label.
  ///   - selection: The selected value, or `nil` when none is selected.
  ///   - options: The values to choose from, in the order they are shown.
  ///   - isDisabled: Whether selecting is refused.
  ///   - title: The visible label of a value.
  ///   - onSelect: The action for a selected value.
  @inlinable public init<Value: Equatable & Sendable>(
    _ label: String,
    id: String? = nil,
    selection: Value?,
    options: [Value],
    isDisabled: Bool = false,
    title: (Value) -> String,
    onSelect: @escaping @Sendable (Value) -> Action
  ) {
    self.label = label
    self.id = id
    self.selection = selection.map(title)
    self.options = options.map { value in PickerOption(title(value), action: { onSelect(value) }) }
    self.isDisabled = isDisabled
  }

  @usableFromInline init(
    label: String, id: String?, selection: String?, options: [PickerOption<Action>],
    isDisabled: Bool
  ) {
    self.label = label
    self.id = id
    self.selection = selection
    self.options = options
    self.isDisabled = isDisabled
  }

  /// The picker as an element.
  @inlinable public var element: Element<Action> { Element(.picker(map { $0 })) }

  /// The visible labels of the options, in order.
  var optionLabels: [String] { options.map(\.label) }

  @inlinable func map<NewAction>(_ transform: @escaping @Sendable (Action) -> NewAction) -> Picker<NewAction> {
    Picker<NewAction>(
      label: label, id: id, selection: selection, options: options.map { $0.map(transform) },
      isDisabled: isDisabled
    )
  }
}
