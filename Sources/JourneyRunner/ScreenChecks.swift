import JourneyHosting
import JourneyModel
import Prelude
import TextUI

/// The checks on what the screen shows (`see`, `notSee`, `screen`, `element`), and the screen
/// they look at, built once for each state the app is in between actions.
final class ScreenChecks<Host: JourneyHost> {
  typealias Action = Host.Feature.Action

  let driver: AppDriver<Host>
  /// The screen last built, and when.
  private var shownScreen: (moment: ScreenMoment, screen: Screen<Action>)?
  /// The visible texts of the screen last built, read only for a query other than a substring
  /// and to describe a failure. A substring is looked for in the screen itself, which stops at
  /// the first text containing it and keeps none: cheaper than reading every text, even for the
  /// several searches that the checks after a step (an exploration's invariants) make.
  private var shownTexts: (moment: ScreenMoment, texts: VisibleTexts)?

  init(driver: AppDriver<Host>) {
    self.driver = driver
  }

  /// The screen the app shows now. A screen depends on the state alone, and the state changes
  /// only by actions, so the screen is built again only after the app processed an action that
  /// changed its state or launched anew (see ``AppDriver/stateMoment``).
  func currentScreen() throws(StepError) -> Screen<Action> {
    let store = try driver.runningStore()
    let moment = driver.stateMoment
    if let shown = shownScreen, shown.moment == moment { return shown.screen }
    let screen = driver.host.screen(store.state)
    shownScreen = (moment, screen)
    return screen
  }

  /// Takes `screen`, built for a state equal to the app's now, as the screen the app shows now.
  func show(_ screen: Screen<Action>) {
    shownScreen = (driver.stateMoment, screen)
  }

  /// Whether some visible text of the screen the app shows now is one `query` finds, matching
  /// case exactly.
  func sees(_ query: VisibleTextQuery) throws(StepError) -> Bool {
    guard case .substring(let text) = query else {
      return try visibleTexts().all.contains(where: query.finds)
    }
    return try currentScreen().contains(text: text)
  }

  /// The screen's ``Screen/visibleTexts``, read once for each state moment.
  private func visibleTexts() throws(StepError) -> VisibleTexts {
    let screen = try currentScreen()
    let moment = driver.stateMoment
    if let shown = shownTexts, shown.moment == moment { return shown.texts }
    let texts = VisibleTexts(of: screen)
    shownTexts = (moment, texts)
    return texts
  }

  /// Some visible text is one `query` finds: text behind the overlay on top is not visible. A
  /// failure names the overlay covering such a text, a visible text containing the one `exact`
  /// expects whole, or the closest visible text, and lists the visible texts.
  func see(_ query: VisibleTextQuery) throws(StepError) {
    guard try !sees(query) else { return }
    let screen = try currentScreen()
    let missing: String
    switch query {
    case .substring(let text): missing = "no visible text contains \(text.quoted)"
    case .exact(let text): missing = "no visible text is exactly \(text.quoted)"
    case .matches(let pattern): missing = "no visible text matches \(pattern)"
    }
    let coverable: String? = if case .matches = query { nil } else { query.text }
    if let coverable, let overlay = screen.overlayCovering(text: coverable) {
      throw StepError("\(missing): it is behind \(overlay), on top. Dismiss or answer it first")
    }
    let texts = try visibleTexts().all
    guard !texts.isEmpty else {
      throw StepError("\(missing); the screen shows no text")
    }
    let hint: String
    switch query {
    case .exact(let text) where texts.contains(where: { $0.contains(text) }):
      let containing = texts.first { $0.contains(text) } ?? text
      hint = "; \(containing.quoted) contains it, which - see: \(text.quoted) would accept."
    case .substring, .exact:
      hint = Suggestions.closest(to: query.text, in: texts).map { "; did you mean \($0.quoted)?" } ?? "."
    case .matches:
      hint = "."
    }
    throw StepError("\(missing)\(hint) Visible texts: \(texts.quotedList)")
  }

  /// No visible text is one `query` finds; a failure names the first that is.
  func notSee(_ query: VisibleTextQuery) throws(StepError) {
    guard try sees(query), let shown = try visibleTexts().all.first(where: query.finds) else { return }
    switch query {
    case .substring(let text), .exact(let text):
      throw StepError(
        shown == text ? "\(text.quoted) is visible" : "\(text.quoted) is visible, in \(shown.quoted)")
    case .matches(let pattern):
      throw StepError("\(pattern) matches the visible text \(shown.quoted)")
    }
  }

  /// The screen shows `name`: the name of the topmost sheet, or of the screen when no sheet is
  /// presented.
  func checkScreen(named name: String) throws(StepError) {
    let screen = try currentScreen()
    guard screen.topmostName != name else { return }
    let expected = Place.screen(name)
    guard let sheet = screen.presentedOverlays.last(where: { $0.kind == .sheet }) else {
      throw StepError("expected \(expected), but \(Place.screen(screen.name)) is showing")
    }
    throw StepError(
      "expected \(expected), but \(sheet) is showing, on top of \(Place.screen(screen.name))")
  }

  /// The element shows every property `expectation` lists; fails with each it does not show,
  /// located at the first.
  func checkElement(_ expectation: ElementExpectation) throws(StepError) {
    let screen = try currentScreen()
    let reference = expectation.element
    let state: ElementState
    do {
      state = try screen.elementState(reference.label, id: reference.id)
    } catch {
      throw StepError(error.description)
    }
    let problems = expectation.properties.compactMap { expected in
      Self.problem(with: expected.property, of: state, named: "\(state.kind) \(reference)")
        .map { (expected.location, $0) }
    }
    guard let first = problems.first else { return }
    throw StepError(problems.map(\.1).joined(separator: "\n"), at: first.0)
  }

  /// Whether an element on top is one `presence` finds, when it must exist, or none is, when it
  /// must not: the presence check without describing a failure.
  func holds(_ presence: ElementPresence) throws(StepError) -> Bool {
    try currentScreen().shownElements.contains(where: presence.query.finds) == presence.exists
  }

  /// An element on top, interactive or not, is one `presence` finds, or none is, as it says: what
  /// an overlay covers is not there. A missing element's failure names the overlay covering one,
  /// an element with its label but not its id or kind, or the closest label, and lists the
  /// elements there; an unexpected one's names it and where it is.
  func checkElement(_ presence: ElementPresence) throws(StepError) {
    let screen = try currentScreen()
    let query = presence.query
    let elements = screen.shownElements
    let found = elements.filter(query.finds)
    guard presence.exists else {
      guard let first = found.first else { return }
      let others = found.count > 1 ? ", and \(found.count - 1) more like it" : ""
      throw StepError("expected no \(query.phrase), but \(first) is on \(screen.topmostPlace)\(others)")
    }
    guard found.isEmpty else { return }
    if let overlay = screen.overlayCovering(element: query.finds) {
      throw StepError("the \(query.phrase) is behind \(overlay), on top. Dismiss or answer it first")
    }
    let missing = "no \(query.phrase) on \(screen.topmostPlace)"
    guard !elements.isEmpty else { throw StepError("\(missing); it shows nothing") }
    let labels = elements.compactMap(\.label)
    let hint: String
    if let label = query.label, let labelled = elements.first(where: { $0.label == label }) {
      hint = "; \(labelled) has that label."
    } else if let label = query.label, let closest = Suggestions.closest(to: label, in: labels) {
      hint = "; did you mean \(closest.quoted)?"
    } else {
      hint = "."
    }
    throw StepError("\(missing)\(hint) There: \(elements.map(\.description).joined(separator: ", "))")
  }

  /// What is wrong with `property` on the element `name` names, or `nil` when it shows it.
  private static func problem(
    with property: ElementProperty, of state: ElementState, named name: String
  ) -> String? {
    let keys = ElementProperty.keys(of: state.kind)
    guard keys.contains(property.key) else {
      return "'\(property.key)' does not apply to \(name): a \(state.kind) shows \(listed(keys, "and"))"
    }
    let shown = property.shown(by: state)
    guard shown != property else { return nil }
    let options = if case .selection = property { "; its options are \(state.options.quotedList)" } else { "" }
    return "\(name): expected \(property.phrase), found \(shown.phrase)\(options)"
  }
}
