import Prelude

extension Screen {
  /// The action sent by tapping the button, row, tab or toggle labelled `label`; a toggle flips.
  ///
  /// Only the topmost layer is reachable: an alert's or dialog's buttons while one is up, a
  /// sheet's content while one is up, the screen otherwise. Interactions never change the
  /// screen: they return the action for the app to send.
  /// - Parameters:
  ///   - label: The element's visible label.
  ///   - id: The element's id, needed when several elements share the label.
  public func tap(_ label: String, id: String? = nil) throws(InteractionError) -> Action {
    let action = try resolve(label, id: id, for: .tap) { control -> (@Sendable () -> Any)? in
      switch control {
      case .button(let button): button.action
      case .row(_, let action): action
      case .tab(let tab): tab.action
      case .toggle(let toggle): { toggle.onChange(!toggle.isOn) }
      case .field, .picker: nil
      }
    }
    return sent(action())
  }

  /// The action sent by typing `text` at the end of the field labelled `label`, as a person
  /// types: the field's action receives its current value followed by `text`.
  public func type(
    _ text: String, into label: String, id: String? = nil
  ) throws(InteractionError) -> Action {
    let field = try resolve(label, id: id, for: .type, Self.field)
    return sent(field.onChange(field.value + text))
  }

  /// The action sent by clearing the field labelled `label`: its action receives empty text.
  public func clear(_ label: String, id: String? = nil) throws(InteractionError) -> Action {
    sent(try resolve(label, id: id, for: .clear, Self.field).onChange(""))
  }

  /// The action sent by switching the toggle labelled `label` to `isOn`, or flipping it when
  /// `isOn` is `nil`. Asking for the state it is already in is an error, since a person cannot
  /// turn on a switch that is on.
  public func toggle(
    _ label: String, id: String? = nil, to isOn: Bool? = nil
  ) throws(InteractionError) -> Action {
    let toggle = try resolve(label, id: id, for: .toggle) { control in
      if case .toggle(let toggle) = control { toggle } else { nil }
    }
    let newValue = isOn ?? !toggle.isOn
    guard newValue != toggle.isOn else {
      throw .alreadySet(toggle: label, isOn: toggle.isOn)
    }
    return sent(toggle.onChange(newValue))
  }

  /// The action sent by selecting the option labelled `option` in the picker labelled `picker`.
  /// Selecting the option already selected sends its action again, as it does for a person.
  public func select(
    _ option: String, in picker: String, id: String? = nil
  ) throws(InteractionError) -> Action {
    let found = try resolve(picker, id: id, for: .select) { control in
      if case .picker(let picker) = control { picker } else { nil }
    }
    guard let choice = found.options.first(where: { $0.label == option }) else {
      throw .noSuchOption(
        option: option, picker: picker,
        suggestion: Suggestions.closest(to: option, in: found.optionLabels.uniqued),
        options: found.optionLabels
      )
    }
    return sent(choice.action())
  }

  /// The action sent by the back button of the topmost layer's navigation bar.
  public func back() throws(InteractionError) -> Action {
    let top = topmostLayer
    let contents = top.contents
    switch contents.backButtons.count {
    case 1:
      return sent(contents.backButtons[0].action())
    case 0:
      if let overlay = top.overlay,
        Layer.layers(of: self).dropLast().contains(where: { !$0.contents.backButtons.isEmpty })
      {
        throw .behindOverlay(label: nil, overlay: overlay, reachable: contents.labels.uniqued)
      }
      throw .noBackButton(place: top.place)
    default:
      throw .severalBackButtons(place: top.place, labels: contents.backButtons.map(\.label))
    }
  }

  /// The action sent by dismissing the topmost overlay without choosing anything, as by swiping
  /// a sheet away or tapping outside a dialog.
  public func dismiss() throws(InteractionError) -> Action {
    let top = topmostLayer
    guard let overlay = top.overlay else {
      throw .nothingToDismiss(screen: name)
    }
    guard let dismissAction = top.dismissAction else {
      throw .notDismissible(overlay: overlay, choices: top.contents.labels.uniqued)
    }
    return sent(dismissAction())
  }

  /// The action sent by answering the alert or confirmation dialog on top with the button
  /// labelled `button`.
  public func answer(_ button: String, id: String? = nil) throws(InteractionError) -> Action {
    let top = topmostLayer
    guard let overlay = top.overlay, overlay.kind.asksQuestion else {
      throw .nothingToAnswer(place: top.place)
    }
    let action = try resolve(button, id: id, for: .answer) { control in
      if case .button(let button) = control { button.action } else { nil }
    }
    return sent(action())
  }

  private static func field(_ control: Control) -> Field<Any>? {
    if case .field(let field) = control { field } else { nil }
  }

  /// An action a control of the screen sent, which its nodes hold as `Any`, as the screen's.
  private func sent(_ action: Any) -> Action {
    action as! Action
  }

  /// The element of the topmost layer labelled `label` (and with id `id` when given), as
  /// `extract` takes it, or the error saying why there is none: not there, behind an overlay,
  /// ambiguous, of a kind `extract` does not take, or disabled (unless `allowingDisabled`).
  func resolve<Target>(
    _ label: String,
    id: String?,
    for interaction: Interaction,
    allowingDisabled: Bool = false,
    _ extract: (Control) -> Target?
  ) throws(InteractionError) -> Target {
    let top = topmostLayer
    let labelled = LayerContents(top.nodes, controlsLabelled: label, lift: top.lift).controls
    if labelled.isEmpty {
      // Everything else on the layer is looked at only when the label asked for is missing.
      let contents = top.contents
      let available = contents.labels.uniqued
      if contents.backButtons.contains(where: { $0.label == label }) {
        throw .wrongKind(label: label, kind: .backButton, interaction: interaction)
      }
      if let passive = contents.passives.first(where: { $0.text == label }) {
        throw .notInteractive(
          label: label, kind: passive.kind, interaction: interaction, place: top.place,
          available: available
        )
      }
      if let overlay = top.overlay,
        Layer.layers(of: self).dropLast().contains(where: { $0.contents.shows(label) })
      {
        throw .behindOverlay(label: label, overlay: overlay, reachable: available)
      }
      throw .notFound(
        label: label, place: top.place,
        suggestion: Suggestions.closest(to: label, in: available), available: available
      )
    }
    let matching = id.map { id in labelled.filter { $0.id == id } } ?? labelled
    if let id, matching.isEmpty {
      throw .noSuchID(label: label, id: id, place: top.place, ids: labelled.map(\.id))
    }
    guard matching.count == 1 else {
      throw .ambiguous(label: label, id: id, place: top.place, ids: matching.map(\.id))
    }
    let control = matching[0]
    guard let target = extract(control) else {
      throw .wrongKind(label: label, kind: control.kind, interaction: interaction)
    }
    guard allowingDisabled || !control.isDisabled else {
      throw .disabled(label: label, kind: control.kind, interaction: interaction)
    }
    return target
  }
}
