import AppJourneyHost
import JourneyCoverage
import JourneyLoader
import JourneySuite

/// This package's own suite, the journey files of `Scenarios/`, run through the harness as
/// `journey run --ci --parallel 1` runs them: each file loaded and checked against the app's
/// host, every journey and examples row run, golden snapshots compared with their files and never
/// written. The files are dealt into slices, so that a round of slices runs the whole suite once.
struct AppSuiteBenchmark {
  /// The journey files of `Scenarios/`, in the order `journey run` finds them; read from the
  /// working directory, the package's root.
  let files: [String]
  /// How many slices the files are dealt into.
  let slices: Int

  init(slices: Int) {
    files = JourneyLoader().discover(paths: ["Scenarios/"]).files
    precondition(!files.isEmpty, "no journey files in Scenarios/: run the benchmarks from the package's root")
    self.slices = slices
  }

  /// Runs slice `slice` of the suite: every `slices`th file, from the `slice`th on, recording its
  /// coverage within `coverage` when given. Returns the steps run.
  func run(slice: Int, coverage: Coverage? = nil) -> Int {
    Self.run(paths: stride(from: slice % slices, to: files.count, by: slices).map { files[$0] }, coverage: coverage)
  }

  /// Loads and runs the journey files `paths` as `journey run --ci --parallel 1` does with them;
  /// returns the steps run, counted as the reports count them (a subflow's `run` and each of its
  /// steps). A journey that fails stops the benchmarks. With `coverage`, the run records what
  /// its journeys reach within it, as `journey run --coverage` does.
  static func run(paths: [String], coverage: Coverage? = nil) -> Int {
    let report = SuiteRun(
      host: AppJourneyHost(), configuration: RunConfiguration(paths: paths, mode: .ci, coverage: coverage)
    ).run()
    precondition(
      report.exitStatus == .passed,
      "the app's journeys failed: "
        + (report.inputErrors + (report.inputDiagnostics + report.outcomes.flatMap(\.failureDiagnostics))
          .map { "\($0)" }).joined(separator: "\n"))
    return report.outcomes.reduce(0) { $0 + $1.result.steps.count }
  }
}
