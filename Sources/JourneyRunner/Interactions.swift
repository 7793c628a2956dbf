import JourneyHosting
import JourneyModel
import Prelude
import SimulationRuntime
import TextUI

/// A person's interactions (`tap`, `type`, `clear`, `toggle`, `select`, `back`, `dismiss`,
/// `answer`) on the screen the app shows: the action each gives there is sent to the app, and a
/// `refused` step checks that the screen refuses one.
final class Interactions<Host: JourneyHost> {
  typealias Action = Host.Feature.Action

  let driver: AppDriver<Host>
  /// Where the screen the app shows comes from.
  let screens: ScreenChecks<Host>

  init(driver: AppDriver<Host>, screens: ScreenChecks<Host>) {
    self.driver = driver
    self.screens = screens
  }

  /// Sends the action `interaction` gives on the current screen.
  func interact(_ interaction: StepKind) throws(StepError) {
    let screen = try screens.currentScreen()
    let action: Action?
    do {
      action = try Self.action(of: interaction, on: screen)
    } catch {
      throw StepError(error.description)
    }
    if let action { try driver.runningStore().send(action) }
  }

  /// Checks that the screen refuses `interaction` with a message containing `expected`, so the
  /// journey goes on. An interaction the screen takes is sent, and fails the step.
  func expectRefusal(of interaction: StepKind, containing expected: String) throws(StepError) {
    guard interaction.isPersonInteraction else {
      throw StepError("'\(interaction.name)' is not a person's interaction, so it cannot be refused")
    }
    let screen = try screens.currentScreen()
    let expectation =
      "expected \(interaction.summary) to be refused with a message containing \(expected.quoted)"
    let action: Action?
    do {
      action = try Self.action(of: interaction, on: screen)
    } catch {
      guard error.description.contains(expected) else {
        throw StepError("\(expectation); it was refused with: \(error.description)")
      }
      return
    }
    guard let action else {
      throw StepError(
        "\(expectation); it was not: the toggle already shows what it asks for, so it sent nothing")
    }
    try driver.runningStore().send(action)
    throw StepError("\(expectation); it was not: it sent \(ActionDescription.describe(action))")
  }

  /// The action `interaction` gives on `screen`; `nil` for a toggle set to what it shows already,
  /// so that `to:` reads as "make sure it is", and for a step that is no person's interaction.
  private static func action(of interaction: StepKind, on screen: Screen<Action>) throws(InteractionError) -> Action? {
    switch interaction {
    case .tap(let element): return try screen.tap(element.label, id: element.id)
    case .type(let text, let element): return try screen.type(text, into: element.label, id: element.id)
    case .clear(let element): return try screen.clear(element.label, id: element.id)
    case .toggle(let element, let isOn):
      do {
        return try screen.toggle(element.label, id: element.id, to: isOn)
      } catch .alreadySet where isOn != nil {
        return nil
      }
    case .select(let option, let element): return try screen.select(option, in: element.label, id: element.id)
    case .back: return try screen.back()
    case .dismiss: return try screen.dismiss()
    case .answer(let button): return try screen.answer(button)
    default: return nil
    }
  }
}
