import Prelude
import TextUI
import ValueCoding

/// The checks on what the screen shows: `see`, `notSee`, `screen`.
extension JourneyRun {
  /// The screen the app shows now. A screen depends on the state alone, and the state changes
  /// only by actions, so the screen is built again only after the app processed an action or
  /// launched anew.
  func currentScreen() throws(StepError) -> Screen<Action> {
    let store = try runningStore()
    let moment = ScreenMoment(launch: launchCount, actionsProcessed: log.processedCount)
    if let shown = shownScreen, shown.moment == moment { return shown.screen }
    let screen = host.screen(store.state)
    shownScreen = (moment, screen)
    return screen
  }

  /// Some visible text contains `text`: text behind the overlay on top is not visible.
  func see(_ text: String) throws(StepError) {
    let screen = try currentScreen()
    guard !screen.contains(text: text) else { return }
    if let overlay = screen.overlayCovering(text: text) {
      throw StepError(
        "no visible text contains \(text.quoted): it is behind \(overlay), on top. Dismiss or answer it first")
    }
    let texts = screen.visibleTexts
    guard !texts.isEmpty else {
      throw StepError("no visible text contains \(text.quoted); the screen shows no text")
    }
    let suggestion = Suggestions.closest(to: text, in: texts).map { "; did you mean \($0.quoted)?" } ?? "."
    throw StepError("no visible text contains \(text.quoted)\(suggestion) Visible texts: \(texts.quotedList)")
  }

  func notSee(_ text: String) throws(StepError) {
    guard let shown = try currentScreen().visibleText(containing: text) else { return }
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
}
