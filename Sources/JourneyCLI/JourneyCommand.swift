import ArgumentParser

/// The `journey` command line: its subcommands and their options. Parsing only; ``JourneyTool``
/// carries the commands out against a host.
struct JourneyCommand: ParsableCommand {
  /// The name the tool goes by in usage and help, the app's executable's name: read by the
  /// commands' configurations, which the parser asks of the types.
  @TaskLocal static var name = "journey"

  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: name,
      abstract: "Runs user journeys written in YAML against the app, on a virtual clock with mock dependencies.",
      discussion: """
        Exit status: 0 when everything passed, 1 when a journey failed (or, in CI mode, an obsolete \
        golden file was found), 2 when the input is invalid: bad arguments, a path that names \
        nothing, a journey file that does not load or does not fit the app. Valid journeys still run \
        when other files are invalid, and the status is 2. Without a subcommand, `\(name)` runs \
        the journeys: `\(name)` alone runs the whole `Scenarios/` suite.
        """,
      subcommands: [
        RunCommand.self, ListCommand.self, CheckCommand.self, DescribeCommand.self, SchemaCommand.self,
        TraceCommand.self, MergeReportsCommand.self, ShowReportCommand.self, ReviewCommand.self,
        WatchCommand.self, ExploreCommand.self, CoverageCommand.self,
      ],
      defaultSubcommand: RunCommand.self
    )
  }
}
