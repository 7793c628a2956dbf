import JourneyModel
import JourneyRunner

/// How a journey ended differently under another schedule (`journey run --schedules`): its verdict
/// or its final screen under the schedule it runs under by default, and under the first schedule
/// tried that changed either, with the trace of each run, so that a report can show the first
/// step where they part.
public struct ScheduleDifference: Hashable, Sendable {
  /// What differs between the two runs.
  public enum Aspect: String, Hashable, Sendable {
    /// One passed and the other failed, or they failed at different steps.
    case verdict
    /// The screen at the end, as the last step that ran left it.
    case finalScreen = "final screen"
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
    if baseline.finalScreen != other.finalScreen { aspects.append(.finalScreen) }
    return aspects
  }
}

extension JourneyTrace {
  /// The screen at the end of the run, one line each, as the last step that ran left it: what a
  /// person sees once the journey is over. The app's state at the end is not compared as a whole:
  /// it holds what a schedule moves without changing what the app does, such as the virtual time
  /// a request was answered at.
  public var finalScreen: [String] {
    steps.last { $0.status != "skipped" }?.screen ?? []
  }

  /// How the run ended: its status, where its failing step is, and the first line of the
  /// journey's own failure (the rest of a failure, such as the last actions, varies with timing).
  var verdict: [String] {
    [status] + steps.filter { $0.status == "failed" }.map(\.location)
      + (failure.map { [String($0.prefix { $0 != "\n" })] } ?? [])
  }
}
