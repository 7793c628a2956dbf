import JourneyCoverage
import JourneyFiles

/// What `journey run` was asked to do.
public struct RunConfiguration: Sendable {
  /// The files and folders to run.
  public var paths: [String]
  /// Which journeys to run.
  public var selection: JourneySelection
  /// What to do with golden files.
  public var mode: SnapshotMode
  /// Whether to delete obsolete golden files; only on a full run outside CI mode.
  public var prune: Bool
  /// How many journeys run at once, at least 1.
  public var parallelism: Int
  /// The seed of the apps' random numbers.
  public var seed: UInt64
  /// The schedule every journey runs under, over the one its file records; `nil` runs each under
  /// its own, else schedule 0. With ``schedules``, the first of the schedules tried instead.
  public var scheduleSeed: UInt64?
  /// How many schedules each journey runs under after its own run, from ``scheduleSeed`` (else 1)
  /// on, each compared with that run (``ScheduleDifference``); 0 for none. The journey's outcome
  /// fails when one ends differently; those runs write no golden file.
  public var schedules: Int
  /// Which journeys keep a trace, and where.
  public var traces: TraceFiles
  /// The app's journey command as messages tell a person to run it: the one invoked, or unnamed
  /// where journeys run without it.
  public var command: JourneyCommandName
  /// What is known of the app, such as ``/JourneyCoverage/Coverage/init(reference:)`` of its
  /// host, when the run records what its journeys reach (``RunReport/coverage``); `nil` records
  /// nothing.
  public var coverage: Coverage?

  /// Makes a configuration.
  public init(
    paths: [String], selection: JourneySelection = JourneySelection(), mode: SnapshotMode = .record,
    prune: Bool = false, parallelism: Int = 1, seed: UInt64 = 0, scheduleSeed: UInt64? = nil, schedules: Int = 0,
    traces: TraceFiles = TraceFiles(mode: .off), command: JourneyCommandName = .unnamed, coverage: Coverage? = nil
  ) {
    self.paths = paths
    self.selection = selection
    self.mode = mode
    self.prune = prune
    self.parallelism = parallelism
    self.seed = seed
    self.scheduleSeed = scheduleSeed
    self.schedules = schedules
    self.traces = traces
    self.command = command
    self.coverage = coverage
  }
}
