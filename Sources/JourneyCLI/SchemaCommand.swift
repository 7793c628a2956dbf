import ArgumentParser

/// `journey schema`: the editor schema of journey files for this app.
struct SchemaCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "schema",
    abstract: "Prints a JSON Schema (draft 2020-12) of journey and subflow files for this app.",
    discussion: "Attach it in an editor with yaml-language-server: # yaml-language-server: $schema=<path>"
  )
}
