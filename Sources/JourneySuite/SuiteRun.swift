import JourneyModel
import JourneyRunner
import Prelude

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
    ParallelWork.run(
      selected, workers: configuration.parallelism,
      work: outcome(of:),
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
      duration: clock.now - start
    )
  }

  /// The journey files of the configuration's paths, loaded and checked against the host; with
  /// `includingInvariants`, the invariants files named or in the folders named too.
  public func load(includingInvariants: Bool = false) -> LoadedSuite {
    SuiteLoader(host: host, goldenFiles: goldenFiles)
      .load(paths: configuration.paths, includingInvariants: includingInvariants)
  }

  /// The invariants of the file `file`, whatever its name, loaded and their steps checked
  /// against the host as journeys' are, or every problem found.
  public func loadInvariants(file: String) -> Result<[Invariant], Diagnostics> {
    SuiteLoader(host: host, goldenFiles: goldenFiles).loadInvariants(file: file)
  }

  /// Runs one journey of the suite, recording its golden files as the mode says and writing its
  /// trace as the configuration's ``TraceFiles`` say.
  @Sendable public func outcome(of journey: Journey) -> JourneyOutcome {
    let runner = JourneyRunner(
      host: host, snapshots: GoldenSnapshotStore(files: goldenFiles),
      options: RunOptions(seed: configuration.seed, snapshotPolicy: configuration.mode.policy))
    let recorder = SnapshotRecorder(files: goldenFiles, mode: configuration.mode)
    let traces = configuration.traces
    let keeper = traces.mode == .off ? nil : TraceKeeper()
    let start = ContinuousClock.now
    let result = runner.run(journey, observer: keeper)
    let duration = ContinuousClock.now - start
    let trace = keeper?.trace.flatMap { traces.keeps(result) ? traces.write($0, row: journey.example?.number) : nil }
    return JourneyOutcome(
      result: result, snapshots: recorder.record(result.snapshots), duration: duration, trace: trace)
  }

  /// A run with nothing to run is a mistake: no journey files, or filters matching none.
  private func selectionErrors(suite: LoadedSuite) -> [String] {
    let journeys = suite.journeys
    if journeys.isEmpty {
      guard !suite.hasErrors else { return [] }
      let paths = configuration.paths.map { "'\($0)'" }.joined(separator: ", ")
      return ["no journeys found in \(paths); journey files are named '*.yaml'"]
    }
    let selection = configuration.selection
    guard !journeys.contains(where: selection.matchesFilters) else { return [] }
    let criteria =
      selection.filters.map { "--filter '\($0)'" } + (selection.tags.map { ["--tag '\($0)'"] } ?? [])
      + (selection.identifiers == nil ? [] : ["--last-failed"])
    return [
      "no journey matches \(criteria.joined(separator: " and ")); 'journey list' shows every "
        + "journey with its tags"
    ]
  }

  /// The golden and pending files below the paths that no journey of a valid file takes. The
  /// files of invalid journey files are left alone: what they take is unknown.
  public func obsoleteFiles(of suite: LoadedSuite) -> [ObsoleteGoldenFile] {
    let taken = Set(
      suite.journeys.flatMap { journey in
        journey.snapshotSteps.map { goldenFiles.path(journeyFile: journey.file, snapshot: $0.name) }
      })
    let invalid = Set(suite.invalidFiles.map { FilePath.normalized($0.path) })
    let loaded = Set(suite.files.map { FilePath.normalized($0.path) })
    return goldenFiles.files(under: configuration.paths).compactMap { file in
      guard !taken.contains(file.goldenPath), !invalid.contains(file.journeyFile) else { return nil }
      return ObsoleteGoldenFile(file: file, journeyFileExists: loaded.contains(file.journeyFile))
    }
  }
}
