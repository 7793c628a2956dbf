import ArgumentParser

/// `journey check`: validates journey files without running them.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Checks journey and invariants files without running them: YAML, steps, mocks, 'given' and actions.",
    discussion: "Prints every problem as path:line:column: error: message."
  )

  @Argument(help: "Journey and invariants files, and folders holding them. (default: Scenarios/)")
  var paths: [String] = []
}
