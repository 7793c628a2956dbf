import ArgumentParser

/// `journey coverage`: what recorded runs reached of the app, per feature, and what none reached.
struct CoverageCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "coverage",
      abstract: "Summarizes the coverage records of runs and explorations, and lists what none reached.",
      discussion: """
        A coverage record is written by `\(JourneyCommand.name) run --coverage <file>` or \
        `\(JourneyCommand.name) explore --coverage <file>`: the screens, the elements a person acts on \
        (seen, and used), the actions by case path, the state paths whose value changed, each mock \
        endpoint's answer and named errors, the deep links and the invariants evaluated, each known \
        (from the app's reference, and from what the run met) and reached or not.

        The records given are merged (the shards of a run, a suite and an exploration). The summary \
        gives per feature (the first part of an action's case path or a state path, the mock of a \
        mock outcome; `app` for the root's own actions) and per kind how many things were reached \
        of how many are known, then lists what was never reached.

        --beyond <file> lists instead what the records given reached that the records --beyond \
        names (merged) do not: `\(JourneyCommand.name) coverage explore.json --beyond suite.json` \
        is what exploration reached that no journey does.
        """
    )
  }

  @Argument(help: ArgumentHelp("The coverage records to merge.", valueName: "file"))
  var files: [String] = []

  @Option(
    help: ArgumentHelp(
      "List what the records reached that the record in <file> does not (repeat to merge several).",
      valueName: "file"))
  var beyond: [String] = []

  @Flag(help: "Print the summary and the lists as one JSON document.")
  var json = false

  func validate() throws {
    if files.isEmpty {
      throw ValidationError(
        "coverage needs at least one record; write one with '\(JourneyCommand.name) run --coverage <file>'")
    }
  }
}
