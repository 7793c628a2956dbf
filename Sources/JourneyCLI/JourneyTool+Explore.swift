import Foundation
import JourneyCoverage
import JourneyExplore
import JourneyLoader
import JourneyModel
import JourneyReference
import JourneyRunner
import JourneySuite

extension JourneyTool {
  /// The explorer an explore command describes: its start journey and invariants loaded.
  /// Files are read by the paths given, relative to the process's working directory, so that
  /// locations in messages read as the person wrote them.
  func explorer(for command: ExploreCommand) throws(UsageError) -> Explorer<Host> {
    var start = Journey(
      file: "explore", name: "Launch", steps: [Step(.launch, at: FileLocation(file: "explore", line: 1, column: 1))],
      location: FileLocation(file: "explore", line: 1, column: 1))
    if let from = command.from {
      let suite = SuiteRun(host: host, configuration: RunConfiguration(paths: [from], command: self.command)).load()
      guard !suite.hasErrors, let journey = suite.journeys.first else {
        throw UsageError("--from \(from) does not load:\n\(Diagnostics(suite.diagnostics))")
      }
      start = journey
    }
    var invariants = InvariantsFile(invariants: [])
    if let file = command.invariants {
      let configuration = RunConfiguration(paths: [], command: self.command)
      switch SuiteRun(host: host, configuration: configuration).loadInvariants(file: file) {
      case .success(let loaded): invariants = loaded
      case .failure(let diagnostics): throw UsageError("--invariants \(file) does not load:\n\(diagnostics)")
      }
    }
    let runner = JourneyRunner(host: host, snapshots: NoGoldenSnapshots())
    return Explorer(
      runner: runner, start: start, invariants: invariants.invariants,
      allowedDeadControls: invariants.allowedDeadControls,
      options: ExploreOptions(maximumSteps: command.steps, deepLinks: host.notes.deepLinks, shrinkBudget: command.shrinkBudget))
  }

  func execute(
    _ command: ExploreCommand, files: ToolFiles, style: ConsoleStyle, output: TextOutput
  ) throws(UsageError) -> ExitStatus {
    let explorer = try explorer(for: command)
    if command.worker {
      let progress = command.progress.flatMap(ExploreProgressWriter.init(path:))
      let worker = ExploreWorker(
        explorer: explorer, shrinkBudget: command.shrinkBudget, progress: progress,
        recordsCoverage: command.coverage != nil, output: .standardOutputSetApart())
      worker.run()
      worker.leaveForProcessEnd()
      return .passed
    }
    var seeds = (0..<UInt64(command.journeys)).map { command.seed &+ $0 }
    if let text = command.shard {
      let shard: Shard
      do { shard = try Shard(parsing: text) } catch { throw UsageError("--shard: \(error)") }
      seeds = seeds.filter { Int(($0 &- command.seed) % UInt64(shard.count)) == shard.index - 1 }
    }
    let workerCount = min(command.parallel ?? ProcessInfo.processInfo.activeProcessorCount, max(seeds.count, 1))
    output.write(
      "Exploring \(ConsoleReporter.count(seeds.count, "seed")) from \(command.seed), at most "
        + "\(command.steps) steps each, \(ConsoleReporter.count(explorer.invariants.count, "invariant")), "
        + "\(ConsoleReporter.count(workerCount, "worker"))\n")
    if command.invariants == nil,
      let file = JourneyLoader().discoverInvariantsFiles(paths: SelectionOptions.defaultPaths).first
    {
      output.write("No invariants are checked; to check those of \(file), add --invariants \(file)\n")
    }
    let stepTimeout = Duration.milliseconds(Int(command.stepTimeout * 1000))
    let pool = ExploreWorkerPool(
      executable: "/proc/self/exe", arguments: command.workerArguments, workingDirectory: files.workingDirectory,
      count: workerCount, stepTimeout: stepTimeout)
    let deadline = command.timeBudget.map { ContinuousClock.now + .milliseconds(Int($0 * 1000)) }
    var answers: [UInt64: ExploreAnswer] = [:]
    var stopped: [UInt64: ExploreWorkerProcess.Progress] = [:]
    var crashesShrunk: Set<String> = []
    var failures: [String] = []
    let (outcomes, leads) = explore(seeds, strategy: command.strategy, pool: pool, until: deadline, output: output)
    for (seed, outcome) in outcomes.sorted(by: { $0.key < $1.key }) {
      let configuration = explorer.configuration(seed: seed, lead: leads[seed] ?? .uniform)
      switch outcome {
      case .answered(let answer):
        answers[seed] = answer
      case .crashed(_, let progress) where progress.shrinking != nil:
        // A candidate crashed while shrinking: the failure exploring found is reported unshrunk.
        answers[seed] = ExploreAnswer(violation: progress.shrinking, exploredSteps: progress.steps.count)
      case .crashed(let message, let progress):
        // The report shows the journey of a failure's first seed alone: a crash already shrunk
        // at an earlier seed is not shrunk again.
        let isFirst = crashesShrunk.insert(Violation(kind: .crash, message: message, stepCount: 0).signature).inserted
        answers[seed] = shrinkCrash(
          seed: seed, configuration: configuration, message: message, stepTexts: progress.steps,
          budget: isFirst ? explorer.options.shrinkBudget : 0, explorer: explorer, pool: pool)
      case .stopped(let progress):
        stopped[seed] = progress
      case .failed(let message):
        failures.append("seed \(seed): \(message)")
      }
    }
    pool.stop()
    guard failures.isEmpty else {
      throw UsageError(
        "a worker could not answer as the command asked, a defect of journey rather than of the app; "
          + "report it with these lines:\n" + failures.joined(separator: "\n"))
    }
    if let path = command.coverage {
      try files.write(coverage(of: answers.values, explorer: explorer), to: path)
    }
    let report = ExploreReport(
      results: answers, stopped: stopped, stepTimeout: stepTimeout, requested: seeds.count,
      configuration: { explorer.configuration(seed: $0, lead: leads[$0] ?? .uniform).summary })
    return try report.write(
      command: command, tool: name, files: files, style: style, output: output)
  }

  /// Explores `seeds` in `pool`'s workers by `strategy`: each seed alone, or guided, generation
  /// by generation (see ``/JourneyExplore/GuidedExploration``), saying how many journeys were kept
  /// and things reached. Gives the outcomes by seed, and the lead each guided seed ran from.
  private func explore(
    _ seeds: [UInt64], strategy: ExploreStrategy, pool: ExploreWorkerPool, until deadline: ContinuousClock.Instant?,
    output: TextOutput
  ) -> (outcomes: [UInt64: ExploreWorkerProcess.Outcome], leads: [UInt64: Lead]) {
    guard strategy == .guided else { return (pool.explore(seeds, until: deadline), [:]) }
    var guided = GuidedExploration(catalog: host.mockCatalog)
    var leads: [UInt64: Lead] = [:]
    let candidates = CandidateTexts()
    let outcomes = guided.explore(seeds) { jobs in
      for (seed, lead) in jobs { leads[seed] = lead }
      return pool.run(jobs.map { ($0.seed, .guided(seed: $0.seed, lead: $0.lead)) }, until: deadline)
    } merged: { outcome in
      guard case .answered(let answer) = outcome, let run = answer.guided else { return nil }
      return ({ run.candidate.flatMap { try? candidates.candidate(from: $0) } }, run.reach, answer.violation != nil)
    }
    output.write(
      "Guided: \(ConsoleReporter.count(guided.corpus.count, "journey")) kept for reaching something new; "
        + "\(ConsoleReporter.count(guided.reachedCount, "thing")) reached (screens, elements, actions, state "
        + "paths, mock outcomes)\n")
    return (outcomes, leads)
  }

  /// What the seeds of `answers` reached, within what the host's reference knows and the
  /// explorer's invariants.
  private func coverage(of answers: some Sequence<ExploreAnswer>, explorer: Explorer<Host>) -> Coverage {
    var coverage = Coverage(reference: HostReference(host: host))
    for invariant in explorer.invariants {
      coverage.insertKnown(Coverage.Key(.invariant, invariant.name))
    }
    for answer in answers {
      if let reached = answer.coverage { coverage.merge(reached) }
    }
    return coverage
  }

  /// Shrinks the crash of `seed`, explored with `configuration`, within `budget` replays: the
  /// steps its worker wrote before it died, replayed in a worker candidate by candidate, a crash
  /// with the same message counting as the same failure. A candidate whose worker is stopped does
  /// not crash the same way.
  private func shrinkCrash(
    seed: UInt64, configuration: SwarmConfiguration, message: String, stepTexts: [String], budget: Int,
    explorer: Explorer<Host>, pool: ExploreWorkerPool
  ) -> ExploreAnswer {
    let steps = (try? ExploreCandidateText.steps(fromLines: stepTexts)) ?? []
    let candidate = Candidate(faults: configuration.faults, steps: steps, schedule: configuration.schedule)
    let crash = Violation(kind: .crash, message: message, stepCount: steps.count)
    var shrinker = Shrinker(budget: budget) { candidate in
      switch pool.replay(candidate) {
      case .crashed(let message, _): Violation(kind: .crash, message: message, stepCount: candidate.steps.count)
      case .answered, .stopped, .failed:
        // Any other outcome is not this crash.
        nil
      }
    }
    let shrunk = shrinker.shrink(candidate, failingWith: crash)
    let journey = explorer.reproduction(
      of: shrunk.candidate, violation: shrunk.violation, seed: seed, explored: steps.count)
    var answer = ExploreAnswer(
      violation: ViolationRecord(shrunk.violation), exploredSteps: steps.count,
      journey: JourneyWriter.text(of: journey))
    answer.shrunkSteps = shrunk.candidate.steps.count
    answer.shrunkFaults = shrunk.candidate.faults.count
    answer.replays = shrunk.replays
    return answer
  }
}
