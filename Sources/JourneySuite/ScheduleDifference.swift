import JourneyModel
import JourneyRunner

/// How a journey ended differently under another schedule (`journey run --schedules`): its verdict
/// or its final state under the schedule it runs under by default, and under the first schedule
/// tried that changed either, with the trace of each run, so that a report can show the first
/// step where they part.
public struct ScheduleDifference: Hashable, Sendable {
  /// What differs between the two runs.
  public enum Aspect: String, Hashable, Sendable {
    /// One passed and the other failed, or they failed at different steps.
    case verdict
    /// The app's state at the end (see ``JourneyTrace/finalState``).
    case finalState = "final state"
  }

  /// The schedule the journey runs under without `--schedule-seed`: its own `schedule`, else 0.
  public var baseline: UInt64
  /// The first schedule tried under which the journey ended differently.
  public var schedule: UInt64
  /// What differs, verdict first.
  public var aspects: [Aspect]
  /// The run under ``baseline``.
  public var baselineTrace: JourneyTrace
  /// The run under ``schedule``.
  public var scheduleTrace: JourneyTrace

  /// Makes a difference.
  public init(
    baseline: UInt64, schedule: UInt64, aspects: [Aspect], baselineTrace: JourneyTrace, scheduleTrace: JourneyTrace
  ) {
    self.baseline = baseline
    self.schedule = schedule
    self.aspects = aspects
    self.baselineTrace = baselineTrace
    self.scheduleTrace = scheduleTrace
  }

  /// What differs between the runs of `baseline` and `other`, verdict first; empty when they end
  /// alike.
  static func aspects(between baseline: JourneyTrace, and other: JourneyTrace) -> [Aspect] {
    var aspects: [Aspect] = []
    if baseline.verdict != other.verdict { aspects.append(.verdict) }
    if baseline.finalState != other.finalState { aspects.append(.finalState) }
    return aspects
  }
}

extension JourneyTrace {
  /// The app's state at the end of the run, as its steps' state changes leave it: by path, the
  /// value last written there, a change at a path replacing what was written at the paths below
  /// it. Two runs that reach the same state the same way have equal final states whichever steps
  /// their changes fell in.
  public var finalState: [String: String] {
    var state: [String: String] = [:]
    for change in steps.flatMap(\.stateChanges) {
      let path = change.path
      state = state.filter { written, _ in
        !(path.isEmpty || written == path || written.hasPrefix(path + ".") || written.hasPrefix(path + "["))
      }
      state[change.path] = change.after
    }
    return state
  }

  /// How the run ended: its status, where its failing step is, and the first line of the
  /// journey's own failure (the rest of a failure, such as the last actions, varies with timing).
  var verdict: [String] {
    [status] + steps.filter { $0.status == "failed" }.map(\.location)
      + (failure.map { [String($0.prefix { $0 != "\n" })] } ?? [])
  }
}
