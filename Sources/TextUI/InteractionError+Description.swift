import Prelude

extension InteractionError: CustomStringConvertible {
  /// The error as one message that says what went wrong, where, and what to do instead.
  public var description: String {
    switch self {
    case .notFound(let label, let place, let suggestion, let available):
      "no element labelled \(label.quoted) on \(place)"
        + Self.hint(
          suggestion, "Labels on \(place)", available,
          whenEmpty: "nothing on \(place) is interactive"
        )

    case .notInteractive(let label, let kind, .read, let place, let available):
      "\(kind) \(label.quoted) on \(place) only shows information, so it has no state to read; look for "
        + "its text instead"
        + Self.hint(
          nil, "Labels on \(place)", available, whenEmpty: "nothing on \(place) is interactive"
        )

    case .notInteractive(let label, let kind, let interaction, let place, let available):
      "cannot \(interaction) \(kind) \(label.quoted) on \(place): it only shows information"
        + Self.hint(
          nil, "Labels on \(place)", available, whenEmpty: "nothing on \(place) is interactive"
        )

    case .behindOverlay(let label, let overlay, let reachable):
      "\(label?.quoted ?? "the back button") is behind \(overlay); "
        + Self.firstStep(past: overlay, choices: reachable)

    case .ambiguous(let label, let id, let place, let ids):
      "\(ids.count) elements are labelled \(label.quoted)"
        + (id.map { " with id \($0.quoted)" } ?? "") + " on \(place)"
        + (id == nil && Self.tellApart(ids)
          ? "; choose one by id: \(ids.compactMap { $0 }.quotedList)"
          : " and their ids (\(Self.idList(ids))) do not tell them apart; give each a distinct id")

    case .noSuchID(let label, let id, let place, let ids):
      "no element labelled \(label.quoted) on \(place) has id \(id.quoted); "
        + "ids of the elements labelled \(label.quoted): \(Self.idList(ids))"

    case .wrongKind(let label, let kind, let interaction):
      "cannot \(interaction) \(kind) \(label.quoted); \(kind.usage)"

    case .disabled(let label, let kind, let interaction):
      "cannot \(interaction) \(kind) \(label.quoted): it is disabled"

    case .noSuchOption(let option, let picker, let suggestion, let options):
      "picker \(picker.quoted) has no option \(option.quoted)"
        + Self.hint(suggestion, "Options", options, whenEmpty: "it has no options")

    case .alreadySet(let toggle, let isOn):
      "toggle \(toggle.quoted) is already \(isOn ? "on" : "off")"

    case .noBackButton(let place):
      "\(place) has no back button"

    case .severalBackButtons(let place, let labels):
      "\(place) has \(labels.count) back buttons (\(labels.quotedList)), so going back is "
        + "ambiguous; show at most one navigation bar with a back button"

    case .nothingToDismiss(let screen):
      "nothing is presented on top of \(Place.screen(screen)), so there is nothing to dismiss"

    case .notDismissible(let overlay, let choices):
      "\(overlay) cannot be dismissed; " + Self.alternatives(to: overlay, choices: choices)

    case .nothingToAnswer(let place):
      "no alert or confirmation dialog is up on \(place), so there is nothing to answer"
    }
  }

  /// The end of a message about a missing label: `; did you mean "Sign In"?` when there is a
  /// suggestion, then `Title: "A", "B"` listing what there is, or `; ` and `note` when nothing.
  private static func hint(
    _ suggestion: String?, _ title: String, _ items: [String], whenEmpty note: String
  ) -> String {
    let listing = "\(title): \(items.quotedList)"
    return switch (suggestion, items.isEmpty) {
    case (let suggestion?, false): "; did you mean \(suggestion.quoted)? \(listing)"
    case (let suggestion?, true): "; did you mean \(suggestion.quoted)?"
    case (nil, false): ". \(listing)"
    case (nil, true): "; \(note)"
    }
  }

  /// What to do before anything behind `overlay` can be reached.
  private static func firstStep(past overlay: PresentedOverlay, choices: [String]) -> String {
    switch (overlay.kind.asksQuestion, choices.isEmpty) {
    case (true, false): "answer it first with one of: \(choices.quotedList)"
    case (true, true): "dismiss it first"
    case (false, false): "dismiss it first, or use its labels: \(choices.quotedList)"
    case (false, true): "dismiss it first"
    }
  }

  /// What can be done with an `overlay` that cannot be dismissed.
  private static func alternatives(to overlay: PresentedOverlay, choices: [String]) -> String {
    switch (overlay.kind.asksQuestion, choices.isEmpty) {
    case (true, false): "answer it with one of: \(choices.quotedList)"
    case (false, false): "use one of its labels: \(choices.quotedList)"
    case (_, true): "it has nothing to interact with"
    }
  }

  /// Ids listed in order, `none` for an element without one.
  private static func idList(_ ids: [String?]) -> String {
    ids.map(String.quotedOrNone).joined(separator: ", ")
  }

  /// Whether every element has an id and no two share one.
  private static func tellApart(_ ids: [String?]) -> Bool {
    let present = ids.compactMap { $0 }
    return present.count == ids.count && Set(present).count == present.count
  }
}
