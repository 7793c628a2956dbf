/// What a person can tell about one element a person can act on, read off the screen without
/// acting on it: whether it is enabled, and the value it shows for its kind.
public struct ElementState: Sendable, Equatable {
  /// The visible label: a field's, button's, toggle's, picker's or tab's label, a row's title.
  public let label: String
  /// The element's stable id, when it has one.
  public let id: String?
  /// What the element is.
  public let kind: ElementKind
  /// Whether interactions reach it: `false` for a disabled control, which refuses them.
  public let isEnabled: Bool
  /// A toggle's state; `nil` for other kinds.
  public let isOn: Bool?
  /// A field's text (as typed, also for a secure field); `nil` for other kinds.
  public let value: String?
  /// A field's placeholder, when it has one.
  public let placeholder: String?
  /// The label of a picker's selected option, when one is selected.
  public let selection: String?
  /// A picker's option labels, in order; empty for other kinds.
  public let options: [String]
  /// The count or short note on a button, row or tab, when it shows one.
  public let badge: String?
  /// Whether a tab is the one on screen; `nil` for other kinds.
  public let isSelected: Bool?

  init(_ control: Control) {
    label = control.label
    id = control.id
    kind = control.kind
    isEnabled = !control.isDisabled
    var isOn: Bool?
    var value: String?
    var placeholder: String?
    var selection: String?
    var options: [String] = []
    var badge: String?
    var isSelected: Bool?
    switch control {
    case .field(let field):
      value = field.value
      placeholder = field.placeholder
    case .button(let button):
      badge = button.badge
    case .toggle(let toggle):
      isOn = toggle.isOn
    case .picker(let picker):
      selection = picker.selection
      options = picker.optionLabels
    case .row(let row, _):
      badge = row.badge
    case .tab(let tab):
      badge = tab.badge
      isSelected = tab.isSelected
    }
    self.isOn = isOn
    self.value = value
    self.placeholder = placeholder
    self.selection = selection
    self.options = options
    self.badge = badge
    self.isSelected = isSelected
  }
}

/// What a person can reach on the topmost layer, read in one pass: its elements with their
/// states, whether going back and dismissing do anything, and the overlay it is.
public struct ReachableLayer: Sendable, Equatable {
  /// The elements a person can act on, in order, enabled or not; back buttons are left out.
  public let elements: [ElementState]
  /// Whether the layer has one back button, so that ``Screen/back()`` sends an action.
  public let canGoBack: Bool
  /// Whether the layer is an overlay that ``Screen/dismiss()`` can close.
  public let canDismiss: Bool
  /// The overlay the layer is, or `nil` for the screen.
  public let overlay: PresentedOverlay?
}

extension Screen {
  /// What a person can reach now: the topmost layer's elements with their states, and whether
  /// back and dismiss reach anything.
  public var reachableLayer: ReachableLayer {
    let top = topmostLayer
    let contents = top.contents
    return ReachableLayer(
      elements: contents.elements,
      canGoBack: contents.backButtons.count == 1,
      canDismiss: top.overlay != nil && top.onDismiss != nil,
      overlay: top.overlay)
  }

  /// The elements a person can act on in the topmost layer, in order, enabled or not: what
  /// ``labels`` names, with each element's state. Back buttons are left out.
  public var elementStates: [ElementState] {
    topmostLayer.contents.elements
  }

  /// The state of the element labelled `label` (and with id `id` when given) in the topmost
  /// layer, disabled or not.
  ///
  /// - Throws: The error an interaction with the element would give when it is not there,
  ///   is ambiguous or is behind an overlay; never ``InteractionError/disabled(label:kind:interaction:)``.
  public func elementState(_ label: String, id: String? = nil) throws(InteractionError) -> ElementState {
    try resolve(label, id: id, for: .read, allowingDisabled: true) { control in
      ElementState(control)
    }
  }
}
