import JourneyModel
import Prelude
import SimulationRuntime
import ValueCoding

/// The check after the last step: what the app left running, and in an exhaustive journey the
/// actions effects delivered that no `receive` step checked.
extension JourneyRun {
  func checkEnd() {
    var problems: [String] = []
    if let leftovers = leftoverWork() {
      problems.append(leftovers)
    }
    if journey.exhaustive, !log.unreceived.isEmpty {
      let unreceived = log.unreceived
      problems.append(
        "effects delivered \(unreceived.count) "
          + (unreceived.count == 1 ? "action" : "actions") + " that no '\(StepKind.Name.receive)' step checked:\n"
          + Self.listing(unreceived, indentation: 2)
          + "\n  check them with '- \(StepKind.Name.receive): ["
          + unreceived.map { $0.casePath.joined(separator: ".") }.joined(separator: ", ") + "]'")
    }
    guard !problems.isEmpty else { return }
    if journey.exhaustive {
      failure = makeFailure(
        .end, StepError(problems.joined(separator: "\n")), defaultLocation: journey.location)
    } else {
      warnings += problems.map { Diagnostic(.warning, at: journey.location, $0) }
    }
  }

  /// The effects in flight and the timers pending, with a hint; `nil` when there are none.
  private func leftoverWork() -> String? {
    guard let runtime = store?.runtime else { return nil }
    let effects = runtime.inFlightEffects
    let timers = runtime.pendingTimers
    guard !effects.isEmpty || !timers.isEmpty else { return nil }
    let counts = [
      effects.isEmpty ? nil : (effects.count == 1 ? "1 effect" : "\(effects.count) effects") + " in flight",
      timers.isEmpty ? nil : (timers.count == 1 ? "1 timer" : "\(timers.count) timers") + " pending",
    ].compactMap { $0 }
    return "the journey ended with \(counts.joined(separator: " and ")):\n"
      + (effects.map(describe) + timers.map(describe)).map { "  " + $0 }.joined(separator: "\n")
      + "\n  let them finish with '- \(StepKind.Name.settle)', or stop them in a step before the end"
  }

  /// `effect of .startTapped, started at 1s (cancellable by …), waiting on the clock`, its time
  /// since the journey started.
  func describe(_ effect: InFlightEffect) -> String {
    let ids = effect.cancellationIDs.isEmpty
      ? "" : " (cancellable by \(effect.cancellationIDs.joined(separator: ", ")))"
    let waiting = effect.isSleeping ? "waiting on the clock" : "waiting outside the runtime"
    return "effect of \(ActionDescription.abbreviated(effect.origin)), started at "
      + "\(durationTexts.text(of: earlierLaunchesTime + effect.startedAt))\(ids), \(waiting)"
  }
}
