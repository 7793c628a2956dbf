import JourneyCoverage
import JourneyFiles
import JourneyHosting
import JourneyModel
import JourneyRunner
import JourneySuiteCheck
import Prelude
import Synchronization

/// One run of a suite of journeys: loads and checks the journey files, runs the selected journeys
/// in parallel, records golden files as the mode says, and finds obsolete golden files on a full
/// run. It neither parses arguments nor prints: the CLI and the test integration drive it and
/// render what it returns.
public struct SuiteRun<Host: JourneyHost>: Sendable {
  /// The app.
  public let host: Host
  /// What to run and how.
  public let configuration: RunConfiguration
  /// The golden files.
  public let goldenFiles: GoldenFiles

  /// Makes a run.
  public init(host: Host, configuration: RunConfiguration, goldenFiles: GoldenFiles = GoldenFiles()) {
    self.host = host
    self.configuration = configuration
    self.goldenFiles = goldenFiles
  }

  /// Runs, telling `observer` how it goes.
  public func run(observer: (any SuiteRunObserver)? = nil) -> RunReport {
    let clock = ContinuousClock()
    let start = clock.now
    let suite = load()
    let journeys = suite.journeys
    let selection = configuration.selection
    let selected = selection.select(journeys)
    let inputErrors = selectionErrors(suite: suite)
    observer?.runStarted(
      inputDiagnostics: suite.diagnostics, inputErrors: inputErrors, journeyCount: selected.count)

    var outcomes: [JourneyOutcome] = []
    outcomes.reserveCapacity(selected.count)
    // Each thread records the journeys it runs with one recorder, which carries what it learned
    // from one journey to the next. The first thread's records within the universe, and the
    // others' merge into it once, as if recorded there: at one worker, the universe is neither
    // merged into nor copied before the run's first key. The recorders share the states they
    // meet.
    let recordsCoverage = configuration.coverage != nil
    let memory = CoverageMemory()
    let universe = Mutex(configuration.coverage)
    let reached = ParallelWork.run(
      selected, workers: configuration.parallelism,
      makeWorker: { () -> (recorder: CoverageRecorder, isWithinUniverse: Bool)? in
        guard recordsCoverage else { return nil }
        guard let universe = universe.withLock({ $0.take() }) else {
          return (CoverageRecorder(memory: memory), false)
        }
        return (CoverageRecorder(universe: universe, memory: memory), true)
      },
      work: { worker, journey in outcome(of: journey, recordingIn: worker?.recorder) },
      finish: { worker in worker.map { (coverage: $0.recorder.coverage, isWithinUniverse: $0.isWithinUniverse) } },
      finished: { observer?.journeysFinished($0, of: selected.count) },
      deliver: { _, outcome in
        outcomes.append(outcome)
        observer?.journeyReported(outcome)
      }
    )

    var obsolete = selection.isFullRun ? obsoleteFiles(of: suite) : []
    var deleted: [String] = []
    var fileErrors: [GoldenFileError] = []
    if configuration.prune, selection.isFullRun, configuration.mode.writesFiles {
      for obsoleteFile in obsolete {
        do {
          try goldenFiles.delete(obsoleteFile.file.path)
          deleted.append(obsoleteFile.file.path)
        } catch {
          fileErrors.append(error)
        }
      }
      obsolete.removeAll { deleted.contains($0.file.path) }
    }
    return RunReport(
      mode: configuration.mode,
      isFullRun: selection.isFullRun,
      inputDiagnostics: suite.diagnostics,
      invalidFileCount: suite.invalidFiles.count,
      inputErrors: inputErrors,
      outcomes: outcomes,
      skippedCount: journeys.count - selected.count,
      obsoleteFiles: obsolete,
      deletedFiles: deleted,
      fileErrors: fileErrors,
      duration: clock.now - start,
      shard: selection.shard,
      journeyFileDigests: Dictionary(
        suite.files.compactMap { file in GoldenReview.digest(ofFileAt: file.path).map { (file.path, $0) } }
      ) { first, _ in first },
      coverage: configuration.coverage.map { universe in
        let records = reached.compactMap { $0 }
        var coverage = records.first(where: \.isWithinUniverse)?.coverage ?? universe
        for record in records where !record.isWithinUniverse { coverage.merge(record.coverage) }
        return coverage
      }
    )
  }

  /// The journey files of the configuration's paths, loaded and checked against the host; with
  /// `includingInvariants`, the invariants files named or in the folders named too.
  public func load(includingInvariants: Bool = false) -> LoadedSuite {
    SuiteLoader(host: host, goldenFiles: goldenFiles, command: configuration.command)
      .load(paths: configuration.paths, includingInvariants: includingInvariants)
  }

  /// The invariants and allowed dead controls of the file `file`, whatever its name, loaded and
  /// their steps checked against the host as journeys' are, or every problem found.
  public func loadInvariants(file: String) -> Result<InvariantsFile, Diagnostics> {
    SuiteLoader(host: host, goldenFiles: goldenFiles, command: configuration.command).loadInvariants(file: file)
  }

  /// Runs one journey of the suite, recording its golden files as the mode says and writing its
  /// trace as the configuration's ``/JourneyFiles/TraceFiles`` say.
  ///
  /// With `--trace failed`, a journey runs untraced and, only when it fails, runs again to record
  /// its trace: runs are deterministic, so the second run fails alike, and a suite that passes
  /// pays nothing for tracing.
  ///
  /// With ``RunConfiguration/schedules``, the journey runs traced, then again under each schedule
  /// tried, until one ends differently (see ``ScheduleDifference``).
  @Sendable public func outcome(of journey: Journey) -> JourneyOutcome {
    outcome(of: journey, recordingIn: nil)
  }

  /// Runs one journey of the suite as ``outcome(of:)`` does, recording what it reaches with
  /// `coverage` when given.
  func outcome(of journey: Journey, recordingIn coverage: CoverageRecorder?) -> JourneyOutcome {
    let runner = JourneyRunner(
      host: host, snapshots: GoldenSnapshotStore(files: goldenFiles),
      options: RunOptions(seed: configuration.seed, snapshotPolicy: configuration.mode.policy))
    let recorder = SnapshotRecorder(files: goldenFiles, mode: configuration.mode)
    let traces = configuration.traces
    let tracesSchedules = configuration.schedules > 0
    let keeper = traces.mode == .on || tracesSchedules ? TraceKeeper() : nil
    var journey = journey
    if !tracesSchedules, let schedule = configuration.scheduleSeed {
      journey.schedule = schedule
    }
    let start = ContinuousClock.now
    let result = runner.run(journey, observer: keeper, coverage: coverage)
    let scheduleDifference = keeper?.trace.flatMap { difference(from: $0, of: journey, runner: runner) }
    let duration = ContinuousClock.now - start
    // Traced before golden files are recorded, so that the second run reads the same ones.
    let trace = traces.keeps(result) ? kept(keeper?.trace, of: journey, endedWith: result, runner: runner) : nil
    return JourneyOutcome(
      result: result, snapshots: recorder.record(result.snapshots), duration: duration, trace: trace,
      scheduleDifference: scheduleDifference)
  }

  /// How `journey` ends differently under the first of the configuration's schedules that changes
  /// its verdict or final screen from `baseline`, the trace of its run under its own schedule;
  /// `nil` when every schedule ends it alike, or none is tried.
  private func difference(
    from baseline: JourneyTrace, of journey: Journey, runner: JourneyRunner<Host>
  ) -> ScheduleDifference? {
    guard configuration.schedules > 0 else { return nil }
    let first = configuration.scheduleSeed ?? 1
    for offset in 0..<UInt64(configuration.schedules) {
      var scheduled = journey
      scheduled.schedule = first &+ offset
      let keeper = TraceKeeper()
      _ = runner.run(scheduled, observer: keeper)
      guard let trace = keeper.trace else { continue }
      let aspects = ScheduleDifference.aspects(between: baseline, and: trace)
      guard !aspects.isEmpty else { continue }
      return ScheduleDifference(
        baseline: journey.schedule ?? runner.options.scheduleSeed, schedule: first &+ offset, aspects: aspects,
        baselineTrace: baseline, scheduleTrace: trace)
    }
    return nil
  }

  /// Writes the trace of `journey`, which ended with `result`: `recorded` when the run recorded
  /// it, else the trace of running the journey again.
  private func kept(
    _ recorded: JourneyTrace?, of journey: Journey, endedWith result: JourneyResult,
    runner: JourneyRunner<Host>
  ) -> TraceRecord? {
    let traces = configuration.traces
    if let recorded {
      return traces.write(recorded, row: journey.example?.number)
    }
    let keeper = TraceKeeper()
    let rerun = runner.run(journey, observer: keeper)
    guard let trace = keeper.trace else { return nil }
    var record = traces.write(trace, row: journey.example?.number)
    if rerun.failure?.diagnostic != result.failure?.diagnostic {
      let ending = rerun.failure.map { "failed: \($0.diagnostic.message)" } ?? "passed"
      record.warning =
        "the journey ended differently when run again to record its trace (\(ending)), so the trace is of "
        + "another run: its result depends on more than its file, its seed and its mocks"
    }
    return record
  }

  /// A run with nothing to run is a mistake: no journey files, or filters matching none.
  private func selectionErrors(suite: LoadedSuite) -> [String] {
    let journeys = suite.journeys
    let paths = configuration.paths.map { "'\($0)'" }.joined(separator: ", ")
    if journeys.isEmpty {
      guard !suite.hasErrors else { return [] }
      return ["no journeys found in \(paths); journey files are named '*.yaml'"]
    }
    let selection = configuration.selection
    guard !journeys.contains(where: selection.matchesFilters) else { return [] }
    if let identifiers = selection.identifiers, selection.filters.isEmpty, selection.tags == nil {
      return [
        "no journey that failed in the previous run is in \(paths); to run them, name their files: "
          + identifiers.sorted().joined(separator: ", ")
      ]
    }
    let criteria =
      selection.filters.map { "--filter '\($0)'" } + (selection.tags.map { ["--tag '\($0)'"] } ?? [])
      + (selection.identifiers == nil ? [] : ["--last-failed"])
    return [
      "no journey matches \(criteria.joined(separator: " and ")); "
        + "\(configuration.command.quoted("list")) shows every journey with its tags"
    ]
  }

  /// The golden and pending files below the paths that no journey of a valid file takes. The
  /// files of invalid journey files are left alone: what they take is unknown.
  public func obsoleteFiles(of suite: LoadedSuite) -> [ObsoleteGoldenFile] {
    // The rows of an examples table share their file, and mostly their snapshots' names.
    var names: [String: Set<String>] = [:]
    for journey in suite.journeys {
      names[journey.file, default: []].formUnion(journey.snapshotSteps.lazy.map(\.name))
    }
    let taken = Set(names.flatMap { file, names in goldenFiles.paths(journeyFile: file, snapshots: names) })
    let invalid = Set(suite.invalidFiles.map { FilePath.normalized($0.path) })
    let loaded = Set(suite.files.map { FilePath.normalized($0.path) })
    return goldenFiles.files(under: configuration.paths).compactMap { file in
      guard !taken.contains(file.goldenPath), !invalid.contains(file.journeyFile) else { return nil }
      return ObsoleteGoldenFile(
        file: file, journeyFileExists: loaded.contains(file.journeyFile), command: configuration.command)
    }
  }
}
