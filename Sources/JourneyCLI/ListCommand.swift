import ArgumentParser

/// `journey list`: shows what `journey run` would run.
struct ListCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list",
    abstract: "Lists the journeys a run with the same paths and filters would run, with their tags."
  )

  @OptionGroup var selection: SelectionOptions
}
