import ArgumentParser
import JourneyFiles
import JourneySuite

/// `journey run`: runs journeys and compares their golden snapshots.
struct RunCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "run",
      abstract: "Runs journeys and compares their snapshots with the golden files.",
      discussion: """
        Golden files live beside the journeys, in __snapshots__/<journey file name>/<snapshot>.txt. \
        By default a missing golden file is written from the run, and a different one fails the \
        journey and the actual text is written beside it as <snapshot>.txt.new. --update accepts \
        every difference. In CI mode (--ci, or the CI environment variable set to anything but \
        '', 'false' or '0') nothing is written and a missing golden file fails.

        A full run (no --filter, --tag or --shard) lists golden files that no journey takes; in CI \
        mode they fail the run, and --prune deletes them. Journeys of valid files that --filter, \
        --tag or --shard leave out are counted as skipped.

        Reports: the console always (unless --format sends one document to standard output), plus \
        any of --junit, --json and --html, each to its own file. After each run the journeys that \
        failed are recorded in .journey/last-run.json; --last-failed runs only those, and \
        --last-failed-file <report> only those that failed in a JSON report (--json) of a run or \
        of merge-reports, on any machine.

        When the GITHUB_ACTIONS environment variable is 'true' (--github-annotations, or \
        --no-github-annotations to turn it off), standard output also has GitHub workflow commands \
        that annotate each failing step, invalid file and warning at its place in its file, and a \
        Markdown summary of the run is appended to the file GITHUB_STEP_SUMMARY names, if set.

        A schedule perturbs what a device leaves to chance: the mocks' latencies (a default one \
        drawn from half to twice its value, one a journey writes as a range such as \
        `latency: 200ms..2s` drawn within it) and the order of work due at the same virtual \
        instant. --schedule-seed <s> runs every journey under schedule s, over the \
        `schedule:` its file records. --schedules <n> runs each journey as usual, then under \
        schedules 1 to n (from --schedule-seed on, when given), and fails each journey whose \
        verdict or final screen one of them changes, naming both schedules, the first step where \
        their traces part in what a person or a check could see (its status, state or screen, not \
        the order of calls or pending work) and the command that replays each. Under --schedules golden files are \
        compared as in CI mode and never written.

        The trace of each failed journey (every journey with --trace on) is written to \
        .journey/traces/ (--trace-dir), one JSON file per journey; \
        `\(JourneyCommand.name) trace show` prints one.
        """
    )
  }

  @OptionGroup var selection: SelectionOptions

  @Flag(help: "Write the golden file of every snapshot that differs, accepting the change.")
  var update = false

  @Flag(help: "CI mode: write nothing; missing golden files and obsolete ones fail.")
  var ci = false

  @Flag(help: "Delete obsolete golden files; only on a full run outside CI mode.")
  var prune = false

  @Option(help: ArgumentHelp("How many journeys run at once. (default: the number of cores)", valueName: "n"))
  var parallel: Int?

  @Option(help: "The seed of the app's random numbers.")
  var seed: UInt64 = 0

  @Option(
    name: .customLong("schedule-seed"),
    help: ArgumentHelp(
      "Run every journey under schedule <s>, over the schedule its file records; with --schedules, the first schedule tried.",
      valueName: "s"))
  var scheduleSeed: UInt64?

  @Option(
    help: ArgumentHelp(
      "Also run each journey under <n> schedules (1 to n, or from --schedule-seed on) and report those that end differently; writes no golden file.",
      valueName: "n"))
  var schedules: Int?

  @Option(help: "Which journeys keep a trace of every step.")
  var trace: TraceChoice = .failed

  @Option(
    name: .customLong("trace-dir"),
    help: ArgumentHelp("The folder of the trace files.", valueName: "folder"))
  var traceFolder = ".journey/traces"

  @Flag(
    name: .customLong("last-failed"),
    help: "Run only the journeys that failed in the previous run (recorded in .journey/last-run.json).")
  var lastFailed = false

  @Option(
    name: .customLong("last-failed-file"),
    help: ArgumentHelp(
      "Run only the journeys (and examples rows) that failed in <file>, the JSON report of a run (--json), a shard's or merged.",
      valueName: "file"))
  var lastFailedFile: String?

  @Option(help: ArgumentHelp("Also write a JUnit XML report to <file>.", valueName: "file"))
  var junit: String?

  @Option(help: ArgumentHelp("Also write a JSON report to <file>.", valueName: "file"))
  var json: String?

  @Option(
    help: ArgumentHelp(
      "Also write a self-contained HTML report to <file>, with the trace of each journey that kept one.",
      valueName: "file"))
  var html: String?

  @Option(
    help: ArgumentHelp(
      "Also record what the journeys reached (screens, elements, actions, state, mock outcomes, deep links) to <file>, which the coverage command summarizes.",
      valueName: "file"))
  var coverage: String?

  @Option(help: "How to report on standard output: console, or one junit, json or html document instead.")
  var format: ReportFormat = .console

  @Option(
    help: ArgumentHelp(
      "Write the --format report to <file>; the console report then goes to standard output.",
      valueName: "file"))
  var output: String?

  @Flag(
    inversion: .prefixedNo,
    help: ArgumentHelp(
      "Also write GitHub workflow commands annotating failures and warnings, and a summary to $GITHUB_STEP_SUMMARY. (default: on when GITHUB_ACTIONS is 'true')"
    ))
  var githubAnnotations: Bool?

  func validate() throws {
    if lastFailed && lastFailedFile != nil {
      throw ValidationError(
        "--last-failed takes the failures of the local record, --last-failed-file those of a report; choose one")
    }
    if prune && lastFailedFile != nil {
      throw ValidationError(
        "--prune needs a full run to know which golden files no journey takes; remove --last-failed-file")
    }
    if let schedules {
      guard schedules >= 1 else { throw ValidationError("--schedules must be at least 1, found \(schedules)") }
      if let scheduleSeed, scheduleSeed > UInt64.max - UInt64(schedules - 1) {
        throw ValidationError(
          "--schedule-seed \(scheduleSeed) with --schedules \(schedules) goes past the last schedule, \(UInt64.max); "
            + "start from a lower --schedule-seed")
      }
      if update {
        throw ValidationError(
          "--update writes golden files, which a run under --schedules never does; run --update without --schedules first")
      }
      if prune {
        throw ValidationError(
          "--prune deletes golden files, which a run under --schedules never does; run --prune without --schedules")
      }
    }
    if githubAnnotations == true && format != .console && output == nil {
      throw ValidationError(
        "--github-annotations writes to standard output, where --format \(format) sends its report; add --output <file>")
    }
  }

  /// Whether to write GitHub workflow commands in `environment`: as the option says, else when
  /// `GITHUB_ACTIONS` is `true`, as it is in every step of a GitHub Actions job; never when
  /// standard output has one report document.
  func writesGitHubAnnotations(environment: [String: String]) -> Bool {
    guard format == .console || output != nil else { return false }
    return githubAnnotations ?? (environment["GITHUB_ACTIONS"] == "true")
  }
}

/// The values of `--trace`.
enum TraceChoice: String, CaseIterable, ExpressibleByArgument {
  case on, failed, off

  var mode: TraceMode {
    switch self {
    case .on: .on
    case .failed: .failed
    case .off: .off
    }
  }
}
