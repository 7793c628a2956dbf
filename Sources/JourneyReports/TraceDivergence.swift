import JourneyRunner

/// Where two traces of a journey part, and how: the first step whose step, status, actions, state
/// change, mock calls, pending work or screen differ, with each of those that differs there; or,
/// when one trace has steps the other has not, where those start; or, when every step is alike,
/// how the two runs ended. `journey trace diff` writes it as text; the HTML report shows it for a
/// failing journey against its last passing run.
public struct TraceDivergence: Sendable {
  /// Where the traces part.
  public enum Place: Sendable {
    /// At the step of this index, counted from 0, which both traces have.
    case step(Int)
    /// At the step of this index, which only one trace has: the old one when `inOld`.
    case onlyOneHasStep(Int, inOld: Bool)
    /// After the last step: the runs ended differently (status, failure or warnings).
    case ending
  }

  /// One thing that differs where the traces part.
  public enum Difference: Sendable {
    /// The step itself, each as `summary (location)`: the journey was edited there.
    case step(old: String, new: String)
    /// How the step went: `passed`, `failed` or `skipped`.
    case status(old: String, new: String)
    /// What the step did, as the aspect's lines in each trace.
    case aspect(TraceText.Aspect, old: [String], new: [String])
    /// How the runs ended, each as its status, its journey's failure and its warnings.
    case ending(old: [String], new: [String])
  }

  /// Where the traces part.
  public let place: Place
  /// What differs there; empty where only one trace has the step.
  public let differences: [Difference]
  /// The step where they part: the new trace's at ``Place/step(_:)``, the one trace's at
  /// ``Place/onlyOneHasStep(_:inOld:)``; `nil` after the last step.
  public let step: StepTrace?
  /// Whether the traces are of two different journeys (file or name).
  public let isOfDifferentJourneys: Bool

  /// What a person or a check could see of a step besides its status: its state change and the
  /// screen after it. Two runs of a journey under different schedules part where these do, not
  /// where only the order of same-instant calls or of pending work differs.
  public static let visibleAspects: [TraceText.Aspect] = [.state, .screen]

  /// Where `old` and `new` part, comparing each step, its status and its `aspects`; `nil` when
  /// they are the same step for step and ended alike.
  public init?(from old: JourneyTrace, to new: JourneyTrace, noticing aspects: [TraceText.Aspect] = TraceText.Aspect.allCases) {
    isOfDifferentJourneys = (old.file, old.name) != (new.file, new.name)
    for index in 0..<max(old.steps.count, new.steps.count) {
      guard index < old.steps.count, index < new.steps.count else {
        let inOld = index < old.steps.count
        place = .onlyOneHasStep(index, inOld: inOld)
        step = inOld ? old.steps[index] : new.steps[index]
        differences = []
        return
      }
      let differences = Self.differences(between: old.steps[index], and: new.steps[index], noticing: aspects)
      guard !differences.isEmpty else { continue }
      place = .step(index)
      step = new.steps[index]
      self.differences = differences
      return
    }
    let (oldEnding, newEnding) = (Self.ending(of: old), Self.ending(of: new))
    guard oldEnding != newEnding else { return nil }
    place = .ending
    step = nil
    differences = [.ending(old: oldEnding, new: newEnding)]
  }

  private static func differences(
    between old: StepTrace, and new: StepTrace, noticing aspects: [TraceText.Aspect]
  ) -> [Difference] {
    var differences: [Difference] = []
    if (old.step, old.location) != (new.step, new.location) {
      differences.append(.step(old: "\(old.step) (\(old.location))", new: "\(new.step) (\(new.location))"))
    }
    if old.status != new.status {
      differences.append(.status(old: old.status, new: new.status))
    }
    for aspect in aspects {
      let (oldLines, newLines) = (aspect.lines(of: old), aspect.lines(of: new))
      if oldLines != newLines {
        differences.append(.aspect(aspect, old: oldLines, new: newLines))
      }
    }
    return differences
  }

  private static func ending(of trace: JourneyTrace) -> [String] {
    ["status: \(trace.status)"] + (trace.failure.map { [$0] } ?? []) + trace.warnings
  }
}
