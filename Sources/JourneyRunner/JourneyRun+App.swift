import Foundation
import JourneyHosting
import JourneyModel
import MockKit
import Prelude
import SimulationRuntime
import TextUI
import ValueCoding

/// The steps that drive the app: lifecycle, a person's interactions, world events, time.
extension JourneyRun {
  /// The running app's store.
  func runningStore() throws(StepError) -> Store {
    guard let store else { throw .appNotRunning }
    return store
  }

  // MARK: Lifecycle

  func launch() throws(StepError) {
    guard store == nil else {
      throw StepError("the app is already running; use '- \(StepKind.Name.relaunch)' to start it again")
    }
    startApp()
  }

  /// Terminates the app (its terminate action, then every effect cancelled) and launches a fresh
  /// one in the same world.
  func relaunch() throws(StepError) {
    let old = try runningStore()
    if let terminate = host.terminateAction {
      old.send(terminate)
    }
    old.cancelAllEffects()
    if let issues = runtimeIssues(at: journey.location) {
      throw StepError(issues)
    }
    old.actionListener = nil
    earlierLaunchesTime += old.runtime.elapsed
    store = nil
    startApp()
  }

  /// Builds a store from `given` on a fresh runtime, whose dates continue from the earlier
  /// launches, on a device in the time zone and locale `given` sets, and sends the launch action.
  private func startApp() {
    guard let given else { return }
    let configuration = RuntimeConfiguration(
      epoch: (host.startDate(given: given) ?? options.epoch)
        .addingTimeInterval(earlierLaunchesTime.inSeconds),
      seed: options.seed &+ UInt64(launchCount)
    )
    launchCount += 1
    let timeZone = host.timeZone(given: given)
    let locale = host.locale(given: given)
    let store = Store(
      initialState: host.initialState(given: given, world: world),
      reducer: host.reducer(),
      configuration: configuration
    ) { [host, world, uuids] dependencies in
      dependencies.uuid = uuids.generator
      if let timeZone {
        dependencies.timeZone = timeZone
        dependencies.calendar.timeZone = timeZone
      }
      if let locale {
        dependencies.locale = locale
        dependencies.calendar.locale = locale
      }
      host.dependencies(world: world, into: &dependencies)
    }
    let base = earlierLaunchesTime
    store.actionListener = { [log] event in log.record(event, base: base) }
    self.store = store
    if let launch = host.launchAction {
      store.send(launch)
    }
  }

  func sendLifecycleAction(_ action: Action?, of step: StepKind.Name) throws(StepError) {
    let store = try runningStore()
    guard let action else {
      throw StepError(
        "this app does not handle '\(step)': its journey host has no \(step) action")
    }
    store.send(action)
  }

  // MARK: A person

  /// Sends the action a person's interaction (`tap`, `type`, `clear`, `toggle`, `select`,
  /// `back`, `dismiss`, `answer`) gives on the current screen.
  func interact(_ interaction: StepKind) throws(StepError) {
    let screen = try currentScreen()
    let action: Action?
    do {
      action = try Self.action(of: interaction, on: screen)
    } catch {
      throw StepError(error.description)
    }
    if let action { try runningStore().send(action) }
  }

  /// Checks that the screen refuses `interaction` with a message containing `expected`, so the
  /// journey goes on. An interaction the screen takes is sent, and fails the step.
  func expectRefusal(of interaction: StepKind, containing expected: String) throws(StepError) {
    guard interaction.isPersonInteraction else {
      throw StepError("'\(interaction.name)' is not a person's interaction, so it cannot be refused")
    }
    let screen = try currentScreen()
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
    try runningStore().send(action)
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

  // MARK: The world

  /// Sends the action the host makes for a world event.
  func sendHostAction(_ makeAction: () throws -> Action) throws(StepError) {
    let store = try runningStore()
    let action: Action
    do {
      action = try makeAction()
    } catch {
      throw StepError(String(describing: error))
    }
    store.send(action)
  }

  /// Puts the device in the world on `condition` (see ``MockWorld/network``), where a relaunch
  /// finds it, then sends the host's action for the new network.
  func changeNetwork(to condition: NetworkCondition) throws(StepError) {
    world.network = DeviceNetwork(condition)
    try sendHostAction { try host.networkAction(condition) }
  }

  /// Sends the action a `send` step names; a problem in its payload is located there.
  func send(_ reference: ActionReference) throws(StepError) {
    let store = try runningStore()
    let action: Action
    do {
      action = try host.action(path: reference.path, payload: reference.payload?.value)
    } catch {
      let payloadSite = (error as? JourneyHostError)?.payloadSite
      throw StepError(
        String(describing: error),
        at: payloadSite.flatMap { reference.payload?.location(of: $0) })
    }
    store.send(action)
  }

  /// Makes a mock endpoint behave as a `given` or `mock` step says; a problem is located in the
  /// behaviour as written.
  func configure(_ change: MockChange) throws(StepError) {
    let behavior: MockBehavior
    do {
      behavior = try MockBehavior(change.behavior.value)
    } catch {
      throw StepError(
        error.description(under: "\(change.mock).\(change.endpoint)"),
        at: change.location(of: error.problemSite))
    }
    do {
      try world.configure(change.mock, change.endpoint, behavior)
    } catch {
      throw StepError(
        error.description,
        at: change.location(of: error.problemSite))
    }
  }

  // MARK: Time

  /// Moves time from timer to timer until none is pending, failing when some still are after
  /// `limit`.
  func settle(limit: Duration) throws(StepError) {
    let store = try runningStore()
    guard !store.settle(limit: limit) else { return }
    let timers = store.runtime.pendingTimers
    throw StepError(
      "not settled within \(limit.journeyDescription): \(Self.count(timers.count, "timer")) "
        + "still pending\n" + timers.map { "  " + describe($0) }.joined(separator: "\n")
        + "\n  give '\(StepKind.Name.settle)' a longer limit, or stop the work that keeps setting timers")
  }

  /// `timer at 3s from an effect of .startTapped`, its time since the journey started.
  func describe(_ timer: PendingTimer) -> String {
    "timer at \(durationTexts.text(of: earlierLaunchesTime + timer.deadline))"
      + (timer.origin.map { " from an effect of \(ActionDescription.abbreviated($0))" } ?? "")
  }

  /// `1 timer is`, `2 timers are`.
  static func count(_ count: Int, _ noun: String) -> String {
    count == 1 ? "1 \(noun) is" : "\(count) \(noun)s are"
  }
}
