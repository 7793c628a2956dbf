/// Why an interaction with a screen failed: a structured value naming the element and the place
/// on screen, rendered to one message by ``description``.
public enum InteractionError: Error, Sendable, Equatable {
  /// No element on the reachable part of the screen has this label.
  /// - Parameters:
  ///   - label: The label asked for.
  ///   - place: The screen or overlay that was searched.
  ///   - suggestion: The closest label on screen, when one is close.
  ///   - available: The interactive labels there, in order, each once.
  case notFound(label: String, place: Place, suggestion: String?, available: [String])

  /// The label belongs to something that only shows information.
  case notInteractive(
    label: String, kind: ElementKind, interaction: Interaction, place: Place, available: [String]
  )

  /// The element is on screen, but an overlay on top of it must be answered or dismissed first.
  /// - Parameters:
  ///   - label: The label asked for, or `nil` for the back button.
  ///   - overlay: The topmost overlay.
  ///   - reachable: The interactive labels of the overlay.
  case behindOverlay(label: String?, overlay: PresentedOverlay, reachable: [String])

  /// Several elements match; `ids` lists their ids in order (`nil` for an element without one).
  case ambiguous(label: String, id: String?, place: Place, ids: [String?])

  /// Elements have the label but none has the id; `ids` lists theirs in order.
  case noSuchID(label: String, id: String, place: Place, ids: [String?])

  /// The element does not take this interaction, such as tapping a text field.
  case wrongKind(label: String, kind: ElementKind, interaction: Interaction)

  /// The element is disabled.
  case disabled(label: String, kind: ElementKind, interaction: Interaction)

  /// The picker has no option with this label.
  case noSuchOption(option: String, picker: String, suggestion: String?, options: [String])

  /// The toggle is already in the state asked for.
  case alreadySet(toggle: String, isOn: Bool)

  /// Going back was asked for, but the reachable part of the screen has no back button.
  case noBackButton(place: Place)

  /// The reachable part of the screen shows several back buttons, so going back is ambiguous.
  case severalBackButtons(place: Place, labels: [String])

  /// Dismissing was asked for, but nothing is presented on top of the screen.
  case nothingToDismiss(screen: String)

  /// The topmost overlay has no dismiss action; `choices` are its interactive labels.
  case notDismissible(overlay: PresentedOverlay, choices: [String])

  /// Answering was asked for, but the topmost place is not an alert or confirmation dialog.
  case nothingToAnswer(place: Place)
}
