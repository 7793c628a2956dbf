extension Screen {
  /// The screen with `alert` presented on top, or the screen unchanged when `alert` is `nil`.
  public func alert(_ alert: Alert<Action>?) -> Screen {
    presenting(alert?.element)
  }

  /// The screen with `dialog` presented on top, or the screen unchanged when `dialog` is `nil`.
  public func confirmationDialog(_ dialog: ConfirmationDialog<Action>?) -> Screen {
    presenting(dialog?.element)
  }

  /// The screen with `sheet` presented on top, or the screen unchanged when `sheet` is `nil`.
  public func sheet(_ sheet: Sheet<Action>?) -> Screen {
    presenting(sheet?.element)
  }

  private func presenting(_ overlay: Element<Action>?) -> Screen {
    guard let overlay else { return self }
    return Screen(name: name, nodes: nodes + [overlay.node])
  }
}
