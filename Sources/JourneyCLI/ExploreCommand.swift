import ArgumentParser
import JourneyExplore

/// `journey explore`: random journeys with injected faults, checked against invariants, each
/// failure shrunk to a journey file.
struct ExploreCommand: ParsableCommand {
  static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: "explore",
      abstract: "Explores the app with random journeys, faults and invariants; shrinks what fails.",
      discussion: """
        Each seed draws its own faults (mock endpoints that fail or answer slowly) and moves, then \
        takes up to --steps steps, each chosen among what the screen offers (tap, type, clear, \
        toggle, select, back, dismiss, answer) and world events (waits, settle, network, background \
        and foreground, relaunch, deep links). After every step it checks the built-in rules (no \
        runtime misuse, every enabled element addressable) and the invariants of --invariants. \
        The same seed gives the same journey and result on every machine, at any --parallel.

        An enabled element whose action changes no state and starts no effect is a dead control: \
        each is reported once, with the first seed that used it, as a warning that fails nothing \
        (with --fail-on-dead-controls, as an error that fails the exploration). The invariants \
        file's allowDeadControls names those that may do nothing.

        Guided (--strategy guided, the default), seeds run in generations of \(GuidedExploration.generationSize): \
        each seed takes again a journey of an earlier generation that reached something no \
        journey had (a screen, an element seen or used, an action, a state path, a mock \
        outcome), changed (extended, a step dropped or \
        swapped, a fault or the schedule changed), and prefers the elements no journey used. A \
        generation's journeys are drawn from the earlier generations' results merged in seed \
        order, so the result is the same at any --parallel; a seed's journey depends on the \
        seeds before it, and its replay explores them again. With --shard, a shard guides its \
        seeds by its own results alone. --strategy uniform draws every seed's journey from the \
        seed alone, and its replay explores that seed alone.

        Seeds run in worker processes, so a crash of the app is reported with its seed like any \
        other failure. Every failure is shrunk (fewer steps, fewer faults, simpler text, shorter \
        waits) and written to --output as a journey file that `\(JourneyCommand.name) run` fails the same way.

        Runaway work the runtime sees (actions, timers, executor jobs, virtual time) fails a step \
        by its counts, so a seed's result does not depend on the machine's load. A step that never \
        finishes all the same (a synchronous loop, a deadlock) is stopped after --step-timeout \
        seconds of wall time, and its seed is reported as stopped, apart from the failures.

        Exit status: 0 when every seed passed, 1 when a seed failed or was stopped (or a dead \
        control was found, with --fail-on-dead-controls), 2 for invalid input.
        """
    )
  }

  @Option(help: "The first seed.")
  var seed: UInt64 = 1

  @Option(help: ArgumentHelp("How many seeds to explore.", valueName: "n"))
  var journeys = 100

  @Option(help: ArgumentHelp("The most steps of each journey.", valueName: "n"))
  var steps = 30

  @Option(help: ArgumentHelp("Start each journey with this journey file's given and steps, instead of a launch.", valueName: "file"))
  var from: String?

  @Option(help: ArgumentHelp("The invariants to check after every step (a *.invariants.yaml file).", valueName: "file"))
  var invariants: String?

  @Option(
    name: .customLong("time-budget"),
    help: ArgumentHelp("Start no seed after this many seconds of wall time; seeds started finish.", valueName: "seconds"))
  var timeBudget: Double?

  @Option(
    name: .customLong("step-timeout"),
    help: ArgumentHelp(
      "Stop a worker whose app takes longer than this many seconds of wall time on one step, and report its seed as stopped.",
      valueName: "seconds"))
  var stepTimeout: Double = 120

  @Option(help: ArgumentHelp("How many worker processes explore at once. (default: the number of cores)", valueName: "n"))
  var parallel: Int?

  @Option(help: ArgumentHelp("Explore only the seeds of part i of n: those whose distance from --seed is i - 1 modulo n.", valueName: "i/n"))
  var shard: String?

  @Option(help: ArgumentHelp("How each seed's journey is chosen: guided by what earlier seeds reached, or uniform, from the seed alone.", valueName: "strategy"))
  var strategy = ExploreStrategy.guided

  @Option(help: ArgumentHelp("The folder the shrunk journeys are written to.", valueName: "folder"))
  var output = ".journey/explore"

  @Option(help: ArgumentHelp("The most replays shrinking one failure may take.", valueName: "n"))
  var shrinkBudget = 2000

  @Flag(help: "List every seed explored with its faults and moves, not only those that failed.")
  var verbose = false

  @Flag(help: "Fail when a dead control is found, instead of warning.")
  var failOnDeadControls = false

  @Option(
    help: ArgumentHelp(
      "Also record what the seeds reached (screens, elements, actions, state, mock outcomes, deep links, invariants evaluated) to <file>, which the coverage command summarizes.",
      valueName: "file"))
  var coverage: String?

  /// Set in the worker processes the command starts; not for people.
  @Flag(help: .hidden)
  var worker = false

  /// The file a worker appends each step's start to, set by the command that starts it; not for
  /// people.
  @Option(help: .hidden)
  var progress: String?

  func validate() throws {
    guard journeys >= 1 else { throw ValidationError("--journeys must be at least 1, found \(journeys)") }
    guard steps >= 1 else { throw ValidationError("--steps must be at least 1, found \(steps)") }
    if let parallel, parallel < 1 { throw ValidationError("--parallel must be at least 1, found \(parallel)") }
    if let timeBudget, !(timeBudget > 0) {
      throw ValidationError("--time-budget must be a number of seconds above 0, such as 60")
    }
    guard stepTimeout > 0, stepTimeout <= 86_400 else {
      throw ValidationError("--step-timeout must be a number of seconds above 0 and at most a day (86400), such as 120")
    }
    guard shrinkBudget >= 0 else { throw ValidationError("--shrink-budget must be at least 0") }
  }

  /// The arguments a worker is started with: everything that decides what a seed does.
  var workerArguments: [String] {
    var arguments = ["explore", "--worker", "--steps", String(steps), "--shrink-budget", String(shrinkBudget)]
    if let from { arguments += ["--from", from] }
    if let invariants { arguments += ["--invariants", invariants] }
    if let coverage { arguments += ["--coverage", coverage] }
    return arguments
  }

  /// The command that explores `seed` again, as a person types it to replay it, taking its first
  /// `steps` steps (the same as it took), or as many as this command's: `seed` alone, or guided,
  /// the seeds of its shard up to it, whose results its journey depends on.
  func replayCommand(seed: UInt64, tool: String, steps: Int? = nil) -> String {
    var words = [tool, "explore"]
    switch strategy {
    case .uniform:
      words += ["--strategy", "uniform", "--seed", String(seed), "--journeys", "1"]
    case .guided:
      words += ["--seed", String(self.seed), "--journeys", String(seed &- self.seed &+ 1)]
      if let shard { words += ["--shard", shard] }
    }
    words += ["--steps", String(steps ?? self.steps)]
    if let from { words += ["--from", from] }
    if let invariants { words += ["--invariants", invariants] }
    return words.joined(separator: " ")
  }
}

extension ExploreStrategy: ExpressibleByArgument {}
