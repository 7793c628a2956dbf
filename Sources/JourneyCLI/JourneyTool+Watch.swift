import Foundation
import JourneyFiles
import JourneyModel
import JourneySuite
import JourneySuiteCheck
import Prelude

extension JourneyTool {
  /// How long the watch waits for a key before it looks at the files again.
  static var watchPollInterval: Int32 { 300 }

  /// `journey watch`: a ``WatchSession`` fed by the files, polled, and the keys of the terminal,
  /// carrying out the runs, golden decisions and rebuilds it asks for. `arguments` are the command
  /// line the watch restarts with.
  func execute(
    _ command: WatchCommand, arguments: [String], files: ToolFiles, style: ConsoleStyle, output: TextOutput
  ) throws(UsageError) -> ExitStatus {
    let configuration = RunConfiguration(
      paths: command.selection.journeyPaths, selection: try command.selection.selection(files: files),
      parallelism: command.parallel ?? ProcessInfo.processInfo.activeProcessorCount, seed: command.seed,
      command: self.command)
    var loaded = SuiteRun(host: host, configuration: configuration).load(includingInvariants: true)
    let discoveryErrors = loaded.discoveryDiagnostics.filter { $0.severity == .error }
    guard discoveryErrors.isEmpty else {
      throw UsageError("no journeys to watch:\n\(Diagnostics(discoveryErrors))")
    }
    guard output.isTerminal, var terminal = ReviewTerminal() else {
      throw UsageError(
        "watch takes keys from a terminal, and standard input is not one; run the journeys once with "
          + self.command.quoted("run"))
    }
    let watchesSources = files.exists("Package.swift")
    let roots = configuration.paths + (watchesSources ? ["Sources", "Package.swift"] : [])
    var session = WatchSession(
      suite: watchSuite(loaded, configuration: configuration), watchesSources: watchesSources,
      restartsOnSourceChange: command.restart)
    var watched = WatchFiles(
      workingDirectory: files.workingDirectory, roots: roots, files: session.suite.dependencies)
    var shown = ""
    var action = session.start()
    watching: while !session.isFinished {
      if let next = action {
        action = nil
        show(session.screen(style: style), in: terminal, shown: &shown)
        switch next {
        case .run(let run):
          let ran = self.run(run, of: loaded, configuration: configuration, files: files)
          // What the run wrote itself is no change to run journeys for.
          watched.absorb(
            loaded.journeys.filter { run.journeys.contains($0.identifier) }
              .flatMap { WatchedJourney.goldens(of: $0, in: GoldenFiles()) })
          session.runFinished(ran)
        case .accept(let journeys):
          session.tell(accept(pendingChanges(of: journeys, in: loaded), files: files))
        case .review(let journeys):
          let summary = TextBuffer()
          _ = reviewInteractively(
            pendingChanges(of: journeys, in: loaded), in: terminal, review: GoldenReview(command: self.command),
            files: files, style: style, output: summary, report: nil)
          guard let retaken = ReviewTerminal() else { break watching }
          terminal = retaken
          shown = ""
          session.tell(summary.text.split(separator: "\n").first.map(String.init) ?? "")
        case .rebuild:
          terminal.restore()
          let rebuild = WatchRebuild(
            product: command.product ?? String(name.split(separator: " ").last ?? Substring(name)),
            executablePath: Bundle.main.executablePath ?? CommandLine.arguments[0])
          output.write("Swift sources changed: \(rebuild.commandLine)\n")
          let problem = rebuild.perform(name: CommandLine.arguments.first ?? name, arguments: arguments)
          guard let retaken = ReviewTerminal() else { break watching }
          terminal = retaken
          shown = ""
          session.rebuildFailed(problem)
        }
        continue
      }
      show(session.screen(style: style), in: terminal, shown: &shown)
      if terminal.hasInput(withinMilliseconds: Self.watchPollInterval) {
        if let byte = terminal.readByte(), let key = WatchKey(byte: byte) {
          action = session.press(key)
        }
        continue
      }
      let changed = watched.changes(roots: roots, files: session.suite.dependencies)
      guard !changed.isEmpty else { continue }
      loaded = SuiteRun(host: host, configuration: configuration).load(includingInvariants: true)
      action = session.filesChanged(changed, suite: watchSuite(loaded, configuration: configuration))
    }
    terminal.restore()
    output.write(session.summary(style: style))
    return .passed
  }

  /// Shows `screen` in `terminal` unless it is the screen `shown` already.
  private func show(_ screen: String, in terminal: ReviewTerminal, shown: inout String) {
    guard screen != shown else { return }
    terminal.show(screen)
    shown = screen
  }

  /// The selected journeys of `suite` as the watch follows them, and the problems of its files.
  private func watchSuite(_ suite: LoadedSuite, configuration: RunConfiguration) -> WatchSuite {
    WatchSuite(
      journeys: configuration.selection.select(suite.journeys).map { WatchedJourney($0, goldenFiles: GoldenFiles()) },
      problems: suite.diagnostics.map(\.description))
  }

  /// Runs the journeys of `run`, recording their failures for `--last-failed`.
  private func run(
    _ run: WatchRun, of suite: LoadedSuite, configuration: RunConfiguration, files: ToolFiles
  ) -> [WatchOutcome] {
    var configuration = configuration
    configuration.selection = JourneySelection(identifiers: Set(run.journeys))
    let report = SuiteRun(host: host, configuration: configuration).run()
    try? files.recordLastRun(report, previous: (try? files.readLastRun()) ?? nil)
    let failed = Set(report.outcomes.filter { !$0.passed }.map { $0.result.journey.description })
    let pending = Dictionary(grouping: pendingChanges(of: Array(failed), in: suite)) { change in
      "\(change.journeyFile) › \(change.journeyName ?? "")"
    }
    return report.outcomes.map { outcome in
      let identifier = outcome.result.journey.description
      return WatchOutcome(
        identifier: identifier, passed: outcome.passed, failures: outcome.failureDiagnostics.map(\.description),
        pendingSnapshots: pending[identifier]?.count ?? 0)
    }
  }

  /// The snapshots of `journeys` whose text waits in a `.new` file.
  private func pendingChanges(of journeys: [String], in suite: LoadedSuite) -> [GoldenChange] {
    let identifiers = Set(journeys)
    return GoldenReview(command: command)
      .changes(of: suite.journeys.filter { identifiers.contains($0.identifier) }, obsolete: [])
      .filter { $0.pendingPath != nil }
  }

  /// Accepts `changes`, saying how many were accepted and what could not be.
  private func accept(_ changes: [GoldenChange], files: ToolFiles) -> String {
    let review = GoldenReview(command: command)
    var problems: [String] = []
    for change in changes {
      do throws(GoldenFileError) {
        try review.accept(change)
      } catch {
        problems.append("cannot accept \(FilePath.relative(change.goldenPath, below: files.workingDirectory)): \(error.problem)")
      }
    }
    let accepted = "Accepted \(changes.count - problems.count) of \(ConsoleReporter.count(changes.count, "failed snapshot"))"
    return ([accepted] + problems).joined(separator: "; ")
  }
}

extension WatchSuite {
  /// Every file a journey of the suite reads.
  var dependencies: Set<String> {
    journeys.reduce(into: []) { $0.formUnion($1.dependencies) }
  }
}
