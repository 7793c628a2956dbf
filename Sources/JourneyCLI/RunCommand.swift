import ArgumentParser

/// `journey run`: runs journeys and compares their golden snapshots.
struct RunCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
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
      """
  )

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

  @Option(help: "How to report.")
  var format: ReportFormat = .console

  @Option(
    help: ArgumentHelp(
      "Write the junit or json report to <file>; the console report then goes to standard output.",
      valueName: "file"))
  var output: String?
}
