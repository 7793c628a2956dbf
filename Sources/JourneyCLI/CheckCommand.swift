import ArgumentParser

/// `journey check`: validates journey files without running them.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Checks journey files without running them: YAML, steps, mocks, 'given' and actions.",
    discussion: "Prints every problem as path:line:column: error: message."
  )

  @Argument(help: "Journey files and folders. (default: Scenarios/)")
  var paths: [String] = []
}
