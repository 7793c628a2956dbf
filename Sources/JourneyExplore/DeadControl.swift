import JourneyModel
import JourneyRunner
import Prelude
import TextUI
import ValueCoding

/// An enabled element that did nothing when exploration used it (the built-in rule of dead
/// controls): the action it sent left the app's state as it was and started no effect (see
/// ``/JourneyRunner/JourneySession/lastInteractionDidNothing``). A person taps it and nothing
/// happens, so it is reported as a warning, not a failure: it may be a missing case in a reducer,
/// or a control that should be disabled. An invariants file's `allowDeadControls` leaves named
/// ones unreported.
public struct DeadControl: Hashable, Sendable {
  /// The screen it was on, as `screen` steps name it: the topmost sheet's title when one shows.
  public var screen: String
  /// What the element is.
  public var kind: ElementKind
  /// Its label.
  public var label: String
  /// Its id, when it has one.
  public var id: String?
  /// The step that used it: how many generated steps ran, it included.
  public var stepCount: Int
  /// The step itself.
  public var step: Step

  /// Makes a dead control.
  public init(screen: String, kind: ElementKind, label: String, id: String?, stepCount: Int, step: Step) {
    self.screen = screen
    self.kind = kind
    self.label = label
    self.id = id
    self.stepCount = stepCount
    self.step = step
  }

  /// What makes two dead controls the same, so that each is reported once: the screen and the
  /// element, by kind, label and id.
  public var signature: String {
    "\(screen): \(element)"
  }

  /// The element in words: `button "About"`, `button "Delete" (id: delete-1)`.
  public var element: String {
    "\(kind) \(label.quoted)" + (id.map { " (id: \($0))" } ?? "")
  }

  /// A one-line summary for reports.
  public var summary: String {
    "\(element) on \(screen.quoted) did nothing: '\(step.kind.name)' changed no state and started no effect"
  }

  /// The `allowDeadControls` entry that allows it, as an invariants file writes it.
  public var allowance: String {
    let element = id.map { "id: " + Value.string($0).flowRendered } ?? "label: " + Value.string(label).flowRendered
    return "{ screen: \(Value.string(screen).flowRendered), \(element) }"
  }
}
