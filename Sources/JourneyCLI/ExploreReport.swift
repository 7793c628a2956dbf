import JourneySuite
import Prelude

/// What an explore command found, by seed: printed, and the shrunk journeys written.
struct ExploreReport {
  /// The answers of the seeds explored, by seed.
  let results: [UInt64: ExploreAnswer]
  /// The seeds whose worker was stopped in a step that took longer than `stepTimeout`, with what
  /// it wrote before: neither passed nor failed, since the runtime's bounds never stopped the
  /// app.
  let stopped: [UInt64: ExploreWorkerProcess.Progress]
  /// How long a step could take in wall time.
  let stepTimeout: Duration
  /// How many seeds were asked for.
  let requested: Int
  /// The lines saying what faults and moves a seed drew.
  let configuration: (UInt64) -> [String]

  /// Prints the report, writes the shrunk journeys (one per kind of failure, at its first seed)
  /// and gives the exit status.
  func write(
    command: ExploreCommand, tool: String, files: ToolFiles, style: ConsoleStyle, output: TextOutput
  ) throws(UsageError) -> ExitStatus {
    var firstSeed: [String: UInt64] = [:]
    var sameAs: [UInt64: [UInt64]] = [:]
    for (seed, answer) in results.sorted(by: { $0.key < $1.key }) {
      guard let violation = answer.violation else { continue }
      if let first = firstSeed[violation.signature] {
        sameAs[first, default: []].append(seed)
      } else {
        firstSeed[violation.signature] = seed
      }
    }
    var text = ""
    if command.verbose {
      for seed in Set(results.keys).union(stopped.keys).sorted() {
        let (status, steps) =
          if let answer = results[seed] {
            (answer.violation == nil ? style.paint("passed", .green) : style.paint("failed", .red), answer.exploredSteps)
          } else {
            (style.paint("stopped", .yellow), stopped[seed]?.steps.count ?? 0)
          }
        text += "seed \(seed): \(status), \(ConsoleReporter.count(steps, "step"))\n"
        text += configuration(seed).map { "  " + $0 + "\n" }.joined()
      }
    }
    for seed in firstSeed.values.sorted() {
      guard let answer = results[seed], let violation = answer.violation else { continue }
      text += style.paint("✘ seed \(seed)", .red) + ": \(violation.summary)\n"
      if !violation.summary.hasSuffix(violation.message) {
        text += violation.message.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n") + "\n"
      }
      text += "  steps: \(answer.exploredSteps) explored, \(answer.shrunkSteps) after shrinking "
        + "(\(ConsoleReporter.count(answer.shrunkFaults, "fault")) kept, "
        + "\(ConsoleReporter.count(answer.replays, "replay")))\n"
      if !command.verbose {
        text += configuration(seed).map { "  " + $0 + "\n" }.joined()
      }
      if let others = sameAs[seed] {
        text += "  the same failure: seeds \(others.map(String.init).joined(separator: ", "))\n"
      }
      if let journey = answer.journey {
        let path = "\(command.output)/seed-\(seed).yaml"
        try files.write(journey, to: path, as: "the shrunk journey")
        text += "  journey: \(path)  (run it: \(tool) run \(path))\n"
      }
      text += "  replay: \(command.replayCommand(seed: seed, tool: tool))\n"
    }
    for (seed, progress) in stopped.sorted(by: { $0.key < $1.key }) {
      text += stopLines(seed: seed, progress: progress, style: style)
      text += "  replay: \(command.replayCommand(seed: seed, tool: tool))\n"
    }
    let deadControls = self.deadControls
    for found in deadControls {
      text += style.paint("⚠ seed \(found.seed)", .yellow) + ": dead control: \(found.record.summary)\n"
      text += "  used at step \(found.record.stepCount)"
        + (found.seedCount > 1 ? ", and by \(ConsoleReporter.count(found.seedCount - 1, "other seed"))" : "") + "\n"
      text += "  replay: \(command.replayCommand(seed: found.seed, tool: tool, steps: found.record.stepCount))\n"
      text += "  allow it: allowDeadControls: [\(found.record.allowance)] in "
        + (command.invariants ?? "the invariants file (--invariants)") + "\n"
    }
    let failed = results.values.filter { $0.violation != nil }.count
    let steps = results.values.map(\.exploredSteps).reduce(0, +) + stopped.values.map(\.steps.count).reduce(0, +)
    let skipped = requested - results.count - stopped.count
    text += "Explored \(ConsoleReporter.count(results.count + stopped.count, "seed")), "
      + "\(ConsoleReporter.count(steps, "step")): "
      + (failed == 0
        ? style.paint("no failure", .green)
        : style.paint("\(ConsoleReporter.count(failed, "seed")) failed", .red)
          + " (\(ConsoleReporter.count(firstSeed.count, "kind")) of failure)")
      + (stopped.isEmpty ? "" : ", " + style.paint("\(ConsoleReporter.count(stopped.count, "seed")) stopped", .yellow))
      + (deadControls.isEmpty
        ? ""
        : "; "
          + (command.failOnDeadControls
            ? style.paint("\(ConsoleReporter.count(deadControls.count, "dead control")) (error)", .red)
            : style.paint("\(ConsoleReporter.count(deadControls.count, "dead control")) (warning)", .yellow)))
      + (skipped > 0 ? "; \(skipped) not started within the time budget" : "") + "\n"
    output.write(text)
    let deadControlsFail = command.failOnDeadControls && !deadControls.isEmpty
    return failed == 0 && stopped.isEmpty && !deadControlsFail ? .passed : .failed
  }

  /// A dead control the seeds found, at the first seed that used it.
  private struct FoundDeadControl {
    var seed: UInt64
    var record: DeadControlRecord
    /// How many seeds used it.
    var seedCount: Int
  }

  /// The dead controls the seeds used, each once, by the first seed that used it, in the order
  /// of the seeds and of their steps: the same at any number of workers.
  private var deadControls: [FoundDeadControl] {
    var found: [FoundDeadControl] = []
    var indexBySignature: [String: Int] = [:]
    for (seed, answer) in results.sorted(by: { $0.key < $1.key }) {
      for record in answer.deadControls {
        if let index = indexBySignature[record.signature] {
          found[index].seedCount += 1
        } else {
          indexBySignature[record.signature] = found.count
          found.append(FoundDeadControl(seed: seed, record: record, seedCount: 1))
        }
      }
    }
    return found
  }

  /// What a stopped seed's report says before its replay command: the step its worker was
  /// stopped in, or the failure it was shrinking.
  private func stopLines(seed: UInt64, progress: ExploreWorkerProcess.Progress, style: ConsoleStyle) -> String {
    let stop = style.paint("■ seed \(seed)", .yellow) + ": stopped after \(stepTimeout.journeyDescription) of wall time"
    let cause = ", which did not finish (a synchronous loop or a deadlock?)"
    if let violation = progress.shrinking {
      return stop + " in a step while shrinking its failure: \(violation.summary)\n"
        + "  steps: \(progress.steps.count) explored\n"
    }
    guard let step = progress.steps.last else { return stop + " in its start" + cause + "\n" }
    return stop + " in step \(progress.steps.count)" + cause + ":\n" + step + "\n"
  }
}
