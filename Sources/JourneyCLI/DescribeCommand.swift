import ArgumentParser

/// `journey describe`: what journeys can use with this app.
struct DescribeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "describe",
    abstract: "Lists what journeys can use with this app: given keys, mocks, actions, state paths, screens and the steps a journey writes.",
    discussion: "Read from the app itself, so it is always current."
  )

  @Flag(help: "Print JSON instead of text.")
  var json = false
}
