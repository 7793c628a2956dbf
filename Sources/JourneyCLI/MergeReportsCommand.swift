import ArgumentParser

/// `journey merge-reports`: one report from the JSON reports of a run's shards.
struct MergeReportsCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "merge-reports",
      abstract: "Merges the JSON reports of shards into one JSON, JUnit and HTML report.",
      discussion: """
        Each shard runs with `\(JourneyCommand.name) run --shard i/n --json shard-i.json`; this command reads \
        those reports and writes the whole run's: every journey in file order, the counts added \
        up, and the exit status of the whole (0 when every shard passed, 1 when a journey failed, \
        2 when the input was invalid), which it also exits with. The HTML report includes the \
        traces the shards kept, when their trace files are here.
        """
    )
  }

  @Argument(help: "The JSON reports of the shards.")
  var reports: [String]

  @Option(help: ArgumentHelp("Write the merged JSON report to <file>.", valueName: "file"))
  var json: String?

  @Option(help: ArgumentHelp("Write the merged JUnit XML report to <file>.", valueName: "file"))
  var junit: String?

  @Option(help: ArgumentHelp("Write the merged HTML report to <file>.", valueName: "file"))
  var html: String?
}
