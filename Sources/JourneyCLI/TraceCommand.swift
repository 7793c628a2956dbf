import ArgumentParser

/// `journey trace`: reads the trace files `journey run --trace` writes.
struct TraceCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "trace",
      abstract: "Shows a journey's trace step by step, or where two traces of a journey part.",
      discussion: """
        `\(JourneyCommand.name) run` keeps the trace of each failed journey (every journey with --trace on) in \
        .journey/traces/ (--trace-dir changes it): for each step, the actions the app processed and \
        what caused them, the change of its state, the screen after it, the mock calls, the timers \
        and effects left pending. Traces hold no real time: two runs of a journey give the same \
        file, so the trace of a failing run can be compared with that of a passing one.
        """,
      subcommands: [TraceShowCommand.self, TraceDiffCommand.self]
    )
  }
}

/// `journey trace show FILE [--step N]...`.
struct TraceShowCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "show", abstract: "Prints a trace as text, step by step.")

  @Argument(help: "A trace file.")
  var file: String

  @Option(
    name: .customLong("step"),
    help: ArgumentHelp("Only the step numbered <n>, as the trace numbers them; repeat to show several.", valueName: "n"))
  var steps: [Int] = []

  func validate() throws {
    if let step = steps.first(where: { $0 < 1 }) {
      throw ValidationError("--step takes a step's number, from 1; found \(step)")
    }
  }
}

/// `journey trace diff A B`.
struct TraceDiffCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract: "Shows the first step where two traces part, with the differences there.",
    discussion: """
      Steps are compared in order on the step itself, its status, the actions, the state change, \
      the mock calls, the pending work and the screen. Exit status: 0 when the traces are the \
      same, 1 when they part, 2 when a file cannot be read.
      """)

  @Argument(help: "The first trace file, such as the trace of the last passing run.")
  var old: String

  @Argument(help: "The second trace file.")
  var new: String
}
