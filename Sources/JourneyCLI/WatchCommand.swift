import ArgumentParser

/// `journey watch`: runs journeys, then again those whose files change, until `q`.
struct WatchCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    let name = JourneyCommand.name
    return CommandConfiguration(
      commandName: "watch",
      abstract: "Runs journeys, then again each time a file they read changes; keys run, accept and review.",
      discussion: """
        In a terminal, `\(name) watch` runs the journeys, then watches their files (polling a few \
        times a second): when a journey file, a subflow it runs, or one of its goldens or .new \
        texts changes, the journeys that read it run again; a new journey file runs, a deleted one \
        drops out. An invariants file is checked with the journey files; no journey runs \
        invariants, so its change runs none. Goldens are written as `\(name) run` writes them: a \
        new snapshot's at once, a different one's text beside it as <snapshot>.txt.new.

        Keys: a runs every journey, f the journeys that failed when they last ran, u accepts their \
        snapshots that differ from the goldens (as `\(name) review --accept` does), i reviews \
        them one at a time (as `\(name) review` does) and comes back, q or Ctrl-C stops.

        When the working folder is a package (it has a Package.swift), a change of Package.swift \
        or of a Swift file below Sources/ stops journeys running the code from before it: r \
        rebuilds the command (swift build --product, the command's name unless --product says \
        otherwise) and restarts it with the same arguments; --restart does so at once.

        Exit status: 0 once stopped, 2 when the arguments are invalid or standard input is not \
        a terminal.
        """
    )
  }

  @OptionGroup var selection: SelectionOptions

  @Option(help: ArgumentHelp("How many journeys run at once. (default: the number of cores)", valueName: "n"))
  var parallel: Int?

  @Option(help: "The seed of the app's random numbers.")
  var seed: UInt64 = 0

  @Flag(help: "When Swift sources change, rebuild and restart at once rather than waiting for r.")
  var restart = false

  @Option(
    help: ArgumentHelp(
      "The executable product to rebuild when Swift sources change. (default: the command's name)",
      valueName: "name"))
  var product: String?

  func validate() throws {
    if let parallel, parallel < 1 {
      throw ValidationError("--parallel must be at least 1, found \(parallel)")
    }
  }
}
