import JourneyHosting
import JourneyModel
import Prelude
import TextUI

/// The checks on what the screen shows (`see`, `notSee`, `screen`, `element`), and the screen
/// they look at, built once for each moment between actions.
final class ScreenChecks<Host: JourneyHost> {
  typealias Action = Host.Feature.Action

  let driver: AppDriver<Host>
  /// The screen last built, and when.
  private var shownScreen: (moment: ScreenMoment, screen: Screen<Action>)?
  /// The visible texts of the screen last built, once it was searched more than once at one
  /// moment: the checks after a step (an exploration's invariants) tend to search the same
  /// screen several times, while a journey's `see` searches it once, which stops at a match.
  private var shownTexts: (moment: ScreenMoment, texts: VisibleTexts?)?

  init(driver: AppDriver<Host>) {
    self.driver = driver
  }

  /// The screen the app shows now. A screen depends on the state alone, and the state changes
  /// only by actions, so the screen is built again only after the app processed an action or
  /// launched anew.
  func currentScreen() throws(StepError) -> Screen<Action> {
    let store = try driver.runningStore()
    let moment = driver.moment
    if let shown = shownScreen, shown.moment == moment { return shown.screen }
    let screen = driver.host.screen(store.state)
    shownScreen = (moment, screen)
    return screen
  }

  /// Whether some visible text of the screen the app shows now contains `text`, matching case
  /// exactly.
  func sees(_ text: String) throws(StepError) -> Bool {
    let screen = try currentScreen()
    let moment = driver.moment
    guard shownTexts?.moment == moment else {
      shownTexts = (moment, nil)
      return screen.contains(text: text)
    }
    return try visibleTexts().first(containing: text) != nil
  }

  /// The screen's ``Screen/visibleTexts``, read once for each moment.
  private func visibleTexts() throws(StepError) -> VisibleTexts {
    let screen = try currentScreen()
    let moment = driver.moment
    if let shown = shownTexts, shown.moment == moment, let texts = shown.texts { return texts }
    let texts = VisibleTexts(of: screen)
    shownTexts = (moment, texts)
    return texts
  }

  /// Some visible text contains `text`: text behind the overlay on top is not visible.
  func see(_ text: String) throws(StepError) {
    guard try !sees(text) else { return }
    let screen = try currentScreen()
    if let overlay = screen.overlayCovering(text: text) {
      throw StepError(
        "no visible text contains \(text.quoted): it is behind \(overlay), on top. Dismiss or answer it first")
    }
    let texts = try visibleTexts().all
    guard !texts.isEmpty else {
      throw StepError("no visible text contains \(text.quoted); the screen shows no text")
    }
    let suggestion = Suggestions.closest(to: text, in: texts).map { "; did you mean \($0.quoted)?" } ?? "."
    throw StepError("no visible text contains \(text.quoted)\(suggestion) Visible texts: \(texts.quotedList)")
  }

  /// No visible text contains `text`.
  func notSee(_ text: String) throws(StepError) {
    guard try sees(text), let shown = try visibleTexts().first(containing: text) else { return }
    throw StepError(
      shown == text ? "\(text.quoted) is visible" : "\(text.quoted) is visible, in \(shown.quoted)")
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
