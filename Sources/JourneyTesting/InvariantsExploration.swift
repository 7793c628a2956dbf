import Dispatch
import JourneyExplore
import JourneyHosting
import JourneyLoader
import JourneyModel
import JourneyRunner
import JourneySuite
import Synchronization

/// Where the journeys a test explores start: their `given` and first steps. Each seed adds the
/// faults it draws (mocks failing or slow) to the start's `given`, so a start's checks must hold
/// whatever the mocks answer: a start that sets up, rather than a journey that checks a mock's
/// answer, keeps its failures for the app's own.
public enum ExplorationStart: Sendable {
  /// A launch with nothing given, as `journey explore` starts without `--from`.
  case launch
  /// The first journey of the journey file at this path; a relative path is looked for in the
  /// current folder, then in each folder above the calling source file.
  case file(String)
  /// A journey file's text, with the path it stands for in locations and messages; the subflows
  /// it runs are looked for relative to that path.
  case text(String, file: String)

  /// The start with a file's relative path resolved as ``TestPath/resolve(_:from:)`` does.
  func resolved(from sourceFile: String) -> Self {
    guard case .file(let path) = self else { return self }
    return .file(TestPath.resolve(path, from: sourceFile))
  }
}

/// What checking invariants by exploration found: how much was explored and what was reported.
public struct InvariantsExploration: Sendable {
  /// How many invariants were checked after every step.
  public var invariantCount: Int
  /// How many steps were generated and run after the start, over every seed.
  public var exploredSteps: Int
  /// What was reported, in seed order: the input's errors, or each violation at its first seed.
  public var problems: [JourneyProblem]
}

/// Explores an app from a start, as `journey explore` does, for a test: loads the start and the
/// invariants, explores the seeds, and shrinks each kind of violation at the first seed that
/// found it.
struct InvariantsExplorer<Host: JourneyHost> {
  let host: Host
  let invariantsFile: String
  let start: ExplorationStart
  let seeds: ClosedRange<UInt64>
  let steps: Int
  /// The app's journey command, which hints about the start and the invariants name.
  let command: JourneyCommandName

  /// Explores; problems no file is to blame for are at `caller`.
  func explore(caller: FileLocation) -> InvariantsExploration {
    let explorer: Explorer<Host>
    do throws(InvalidInput) {
      explorer = try makeExplorer()
    } catch {
      return InvariantsExploration(invariantCount: 0, exploredSteps: 0, problems: error.problems)
    }
    let explorations = explore(with: explorer)
    var signatures: Set<String> = []
    var problems: [JourneyProblem] = []
    for exploration in explorations {
      guard let violation = exploration.violation, signatures.insert(violation.signature).inserted else { continue }
      problems.append(problem(shrinking: exploration, violation: violation, with: explorer, caller: caller))
    }
    return InvariantsExploration(
      invariantCount: explorer.invariants.count, exploredSteps: explorations.map(\.candidate.steps.count).reduce(0, +),
      problems: problems)
  }

  /// The seeds' explorations in seed order, explored on every core: each seed's journey depends
  /// on its seed alone.
  private func explore(with explorer: Explorer<Host>) -> [Exploration] {
    let seeds = Array(seeds)
    let explorations = Mutex<[Exploration?]>(Array(repeating: nil, count: seeds.count))
    DispatchQueue.concurrentPerform(iterations: seeds.count) { index in
      let exploration = explorer.explore(seed: seeds[index])
      explorations.withLock { $0[index] = exploration }
    }
    return explorations.withLock { $0.compactMap { $0 } }
  }

  /// The violation of `exploration`, shrunk, at the invariant's name in its file (at `caller`
  /// for a violation that no invariant declares), with the shrunk journey as `journey explore`
  /// writes it.
  private func problem(
    shrinking exploration: Exploration, violation: Violation, with explorer: Explorer<Host>, caller: FileLocation
  ) -> JourneyProblem {
    var shrinker = Shrinker(budget: explorer.options.shrinkBudget) { explorer.replay($0) }
    let shrunk = shrinker.shrink(exploration.candidate, failingWith: violation)
    let seed = exploration.seed
    let before = exploration.candidate.steps.count
    let after = shrunk.candidate.steps.count
    let journey = explorer.reproduction(
      of: shrunk.candidate, violation: shrunk.violation, seed: seed, explored: before)
    let location: FileLocation =
      switch shrunk.violation.kind {
      case .invariant(let invariant): invariant.location
      case .start: explorer.start.location
      case .step, .unaddressable, .crash: caller
      }
    let found =
      if case .start = shrunk.violation.kind {
        "The start fails with the faults this seed adds to its given, as this journey does"
      } else {
        "This journey, shrunk from \(before) to \(after) steps after the start, fails the same way"
      }
    return JourneyProblem(
      message: "seed \(seed): \(shrunk.violation.message)\n"
        + "\(found); save it as a .yaml file to run it:\n\n\(JourneyWriter.text(of: journey))",
      location: location)
  }

  /// The explorer of the start and the invariants, or the errors that keep them from loading.
  private func makeExplorer() throws(InvalidInput) -> Explorer<Host> {
    let invariants: [Invariant]
    switch SuiteRun(host: host, configuration: configuration(paths: [])).loadInvariants(file: invariantsFile) {
    case .success(let loaded): invariants = loaded.invariants
    case .failure(let diagnostics): throw InvalidInput(problems: JourneyProblem.errors(in: diagnostics.all))
    }
    let runner = JourneyRunner(host: host, snapshots: NoGoldenSnapshots())
    return Explorer(
      runner: runner, start: try startJourney(), invariants: invariants,
      options: ExploreOptions(maximumSteps: steps, deepLinks: host.notes.deepLinks))
  }

  /// The first journey of the start, checked against the host when it is a file as `journey
  /// explore --from` checks it; text is checked as it loads, and the host's part when it runs.
  private func startJourney() throws(InvalidInput) -> Journey {
    let file: String
    let journeys: [Journey]
    let diagnostics: [Diagnostic]
    switch start {
    case .launch:
      let location = FileLocation(file: "explore", line: 1, column: 1)
      return Journey(file: location.file, name: "Launch", steps: [Step(.launch, at: location)], location: location)
    case .file(let path):
      let suite = SuiteRun(host: host, configuration: configuration(paths: [path])).load()
      file = path
      journeys = suite.journeys
      diagnostics = suite.diagnostics
    case .text(let text, let path):
      let read = JourneyLoader().read(text: text, file: path)
      file = path
      journeys = read.journeys
      diagnostics = read.diagnostics.all
    }
    let errors = JourneyProblem.errors(in: diagnostics)
    guard errors.isEmpty else { throw InvalidInput(problems: errors) }
    guard let journey = journeys.first else {
      throw InvalidInput(problems: [
        JourneyProblem(
          message: "\(file) holds no journey to start exploring from",
          location: FileLocation(file: file, line: 1, column: 1))
      ])
    }
    return journey
  }

  private func configuration(paths: [String]) -> RunConfiguration {
    RunConfiguration(paths: paths, command: command)
  }

  /// The start or the invariants do not load.
  private struct InvalidInput: Error {
    /// Why, at each error.
    let problems: [JourneyProblem]
  }
}
