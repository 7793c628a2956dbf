import ArgumentParser
import Foundation
import JourneyCoverage
import JourneyFiles
import JourneyHosting
import JourneyReference
import JourneyReports
import JourneyRunner
import JourneySuite

/// The `journey` command-line tool for the app a ``/JourneyHosting/JourneyHost`` plugs in: `run`,
/// `list`, `check`, `describe`, `schema`, `trace`, `merge-reports`, `review`, `watch`, `explore` and
/// `coverage`. An app's
/// executable is one line: `JourneyTool.main(host: AppJourneyHost())`.
public struct JourneyTool<Host: JourneyHost>: Sendable {
  /// The app.
  public let host: Host
  /// The name usage, help and messages call the tool by.
  public let name: String

  /// Makes the tool for `host`, called `name` in usage, help and messages.
  public init(host: Host, name: String = "journey") {
    self.host = host
    self.name = name
  }

  /// The tool as messages tell a person to run it.
  var command: JourneyCommandName { JourneyCommandName(name) }

  /// Runs the process's command line and exits with its status; usage, help and messages call
  /// the tool by the executable's name, the last part of the path it was invoked by.
  public static func main(host: Host) -> Never {
    let executable = CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? "") } ?? ""
    let status = JourneyTool(host: host, name: executable.isEmpty ? "journey" : executable).run(
      arguments: Array(CommandLine.arguments.dropFirst()),
      environment: ProcessInfo.processInfo.environment,
      output: StandardStream.output(),
      errors: StandardStream.error()
    )
    exit(status.rawValue)
  }

  /// Runs a command line (without the program's name), writing the report to `output` and
  /// usage errors to `errors`. Relative paths of the files the tool keeps (traces, the state of
  /// the last run) are inside `workingDirectory`, by default the process's.
  public func run(
    arguments: [String], environment: [String: String], output: TextOutput, errors: TextOutput,
    workingDirectory: String = FileManager.default.currentDirectoryPath
  ) -> ExitStatus {
    JourneyCommand.$name.withValue(name) {
      runCommandLine(
        arguments: arguments, environment: environment, output: output, errors: errors,
        workingDirectory: workingDirectory)
    }
  }

  private func runCommandLine(
    arguments: [String], environment: [String: String], output: TextOutput, errors: TextOutput,
    workingDirectory: String
  ) -> ExitStatus {
    let style = ConsoleStyle(isTerminal: output.isTerminal, environment: environment)
    let files = ToolFiles(workingDirectory: workingDirectory, command: command)
    do {
      var command = try JourneyCommand.parseAsRoot(arguments)
      switch command {
      case let run as RunCommand:
        return try execute(
          run, environment: environment, files: files, style: style, output: output, errors: errors)
      case let show as TraceShowCommand:
        let trace = try files.readTrace(show.file)
        if let past = show.steps.first(where: { $0 > trace.steps.count }) {
          throw UsageError("'\(show.file)' has \(trace.steps.count) steps; --step \(past) is past its end")
        }
        output.write(TraceText.show(trace, steps: show.steps.isEmpty ? nil : Set(show.steps)))
        return .passed
      case let diff as TraceDiffCommand:
        let old = try files.readTrace(diff.old)
        let new = try files.readTrace(diff.new)
        guard let difference = TraceText.difference(old, new, labels: (diff.old, diff.new)) else {
          output.write("The traces are the same: \(old.steps.count) steps.\n")
          return .passed
        }
        output.write(difference)
        return .failed
      case let list as ListCommand:
        return try execute(list, files: files, style: style, output: output)
      case let merge as MergeReportsCommand:
        return try execute(merge, files: files, style: style, output: output)
      case let review as ReviewCommand:
        return try execute(review, files: files, style: style, output: output)
      case let watch as WatchCommand:
        return try execute(watch, arguments: arguments, files: files, style: style, output: output)
      case let show as ShowReportCommand:
        return try execute(show, files: files, output: output, errors: errors)
      case let explore as ExploreCommand:
        return try execute(explore, files: files, style: style, output: output)
      case let coverage as CoverageCommand:
        return try execute(coverage, files: files, output: output)
      case let check as CheckCommand:
        return execute(check, style: style, output: output)
      case let describe as DescribeCommand:
        let reference = HostReference(host: host)
        output.write(describe.json ? reference.json : reference.text)
        return .passed
      case is SchemaCommand:
        output.write(HostReference(host: host).schema)
        return .passed
      default:
        try command.run()
        return .passed
      }
    } catch let error as UsageError {
      errors.write(error.rendered(in: style) + "\n")
      return .invalidInput
    } catch {
      let message = JourneyCommand.fullMessage(for: error)
      guard JourneyCommand.exitCode(for: error) != .success else {
        output.write(message + "\n")
        return .passed
      }
      errors.write(message + "\n")
      return .invalidInput
    }
  }

  // MARK: run

  private func execute(
    _ command: RunCommand, environment: [String: String], files: ToolFiles, style: ConsoleStyle,
    output: TextOutput, errors: TextOutput
  ) throws(UsageError) -> ExitStatus {
    var configuration = try Self.configuration(of: command, environment: environment, files: files)
    configuration.command = self.command
    configuration.traces = TraceFiles(
      mode: command.trace.mode, folder: command.traceFolder, root: files.workingDirectory)
    if command.coverage != nil {
      configuration.coverage = Coverage(reference: HostReference(host: host))
    }
    // Only --last-failed needs the record; a run without it starts a new one over a broken one.
    let recorded = command.lastFailed ? try files.readLastRun() : (try? files.readLastRun()) ?? nil
    let lastRun = recorded?.withoutGoneFiles(files.exists)
    if command.lastFailed {
      guard let recorded, let lastRun else {
        throw UsageError("--last-failed needs a previous run; none is recorded in \(LastRun.path)")
      }
      guard !lastRun.failed.isEmpty else {
        output.write(
          recorded.failed.isEmpty
            ? "No journey failed in the previous run; nothing to run.\n"
            : "The journeys that failed in the previous run are gone with their files; nothing to run.\n")
        return .passed
      }
      configuration.selection.identifiers = Set(lastRun.failed)
    }
    if let path = command.lastFailedFile {
      let failed = try files.failedJourneys(inReport: path)
      guard !failed.isEmpty else {
        output.write("No journey failed in \(path); nothing to run.\n")
        return .passed
      }
      try SuiteRun(host: host, configuration: configuration).load().requireJourneys(failed, failedIn: path)
      configuration.selection.identifiers = failed
    }
    let reportsToOutput = command.format != .console && command.output == nil
    let schedules = command.schedules.map { count in
      let first = command.scheduleSeed ?? 1
      return first...(first &+ UInt64(count - 1))
    }
    let reporter =
      reportsToOutput
      ? nil : ConsoleReporter(output: output, style: style, command: self.command, schedules: schedules)
    let github =
      command.writesGitHubAnnotations(environment: environment)
      ? GitHubReporter(output: output, workingDirectory: files.workingDirectory) : nil
    let observers: [any SuiteRunObserver] = [reporter as (any SuiteRunObserver)?, github].compactMap(\.self)
    let report = SuiteRun(host: host, configuration: configuration).run(observer: SuiteRunObservers(observers))
    github?.finish(report)
    reporter?.finish(report)
    try files.recordLastRun(report, previous: lastRun)
    // The report's document and traces are made only for a report shown or written.
    lazy var document = ReportDocument(report)
    var reportFiles: [(path: String, format: ReportFormat)] = []
    if let path = command.output { reportFiles.append((path, command.format)) }
    if let path = command.junit { reportFiles.append((path, .junit)) }
    if let path = command.json { reportFiles.append((path, .json)) }
    if let path = command.html { reportFiles.append((path, .html)) }
    lazy var traces: [String: JourneyTrace] = {
      var traces = Dictionary(
        report.outcomes.compactMap { $0.trace.map { ($0.path, $0.trace) } }) { first, _ in first }
      if command.html != nil || command.format == .html {
        traces.merge(Self.traces(in: document.journeys.compactMap(\.lastPassedTrace), files: files)) { kept, _ in kept }
      }
      return traces
    }()
    if reportsToOutput {
      output.write(Self.render(document, as: command.format, traces: traces))
    }
    do throws(UsageError) {
      for file in reportFiles {
        try files.write(
          Self.render(document, as: file.format, traces: traces), to: file.path,
          as: "the \(file.format) report")
      }
      if let path = command.coverage, let coverage = report.coverage {
        try files.write(coverage, to: path)
      }
      if let github, let path = environment["GITHUB_STEP_SUMMARY"], !path.isEmpty {
        try files.append(github.stepSummary(report), to: path, as: "the step summary")
      }
    } catch {
      errors.write(error.rendered(in: style) + "\n")
      return .invalidInput
    }
    return report.exitStatus
  }

  /// The traces in the files at `paths` that can be read, by path: a report shows a journey
  /// without its trace when the file is gone.
  private static func traces(in paths: [String], files: ToolFiles) -> [String: JourneyTrace] {
    var traces: [String: JourneyTrace] = [:]
    for path in paths {
      traces[path] = try? files.readTrace(path)
    }
    return traces
  }

  /// `document` in `format`; the console format is rendered as it goes and has no document.
  private static func render(
    _ document: ReportDocument, as format: ReportFormat, traces: [String: JourneyTrace]
  ) -> String {
    switch format {
    case .console: ""
    case .junit: JUnitReporter.document(document)
    case .json: JSONReporter.document(document)
    case .html: HTMLReporter.document(document, traces: traces)
    }
  }

  // MARK: merge-reports

  private func execute(
    _ command: MergeReportsCommand, files: ToolFiles, style: ConsoleStyle, output: TextOutput
  ) throws(UsageError) -> ExitStatus {
    var reports: [(path: String, document: ReportDocument)] = []
    for path in command.reports {
      reports.append((path, try files.readReport(path)))
    }
    guard let merged = ReportDocument.merged(reports) else {
      throw UsageError("merge-reports needs at least one JSON report")
    }
    // The run's own input errors and what keeps the reports from being one run's shards.
    for error in merged.inputErrors {
      output.write(style.paint("error: ", .red) + error + "\n")
    }
    let tracePaths = merged.journeys.flatMap { [$0.trace, $0.lastPassedTrace].compactMap(\.self) }
    let traces = command.html == nil ? [:] : Self.traces(in: tracePaths, files: files)
    let outputs = [(command.json, ReportFormat.json), (command.junit, .junit), (command.html, .html)]
    for case (let path?, let format) in outputs {
      try files.write(Self.render(merged, as: format, traces: traces), to: path, as: "the \(format) report")
    }
    let summary = merged.summary
    var counts = [
      style.paint("\(summary.passed) passed", summary.passed > 0 ? .green : .dim),
      style.paint("\(summary.failed) failed", summary.failed > 0 ? .red : .dim),
    ]
    if summary.skipped > 0 {
      counts.append("\(summary.skipped) skipped")
    }
    if summary.invalidFiles > 0 {
      counts.append(ConsoleReporter.count(summary.invalidFiles, "invalid file"))
    }
    output.write(
      "Merged \(ConsoleReporter.count(reports.count, "report")): \(counts.joined(separator: ", "))\n")
    return ExitStatus(rawValue: merged.exitStatus) ?? .invalidInput
  }

  /// What `command` asks for, in `environment`, or why it makes no sense.
  static func configuration(
    of command: RunCommand, environment: [String: String], files: ToolFiles
  ) throws(UsageError) -> RunConfiguration {
    let selection = try command.selection.selection(files: files)
    let ciVariable = environment["CI"].flatMap { value in
      ["", "false", "0"].contains(value.lowercased()) ? nil : value
    }
    let isCI = command.ci || ciVariable != nil
    let ciReason =
      command.ci
      ? "" : " (CI mode is on because the CI environment variable is '\(ciVariable ?? "")'; set CI=false to turn it off)"
    if command.update && isCI {
      throw UsageError("--update writes golden files, which CI mode never does\(ciReason)")
    }
    if command.prune && isCI {
      throw UsageError("--prune deletes golden files, which CI mode never does\(ciReason)")
    }
    if command.prune && !selection.isFullRun {
      throw UsageError(
        "--prune needs a full run to know which golden files no journey takes; remove --filter, --tag and --shard")
    }
    if command.output != nil && command.format == .console {
      throw UsageError("--output writes a junit, json or html report; add --format junit, json or html")
    }
    if command.prune && command.lastFailed {
      throw UsageError("--prune needs a full run to know which golden files no journey takes; remove --last-failed")
    }
    if let parallel = command.parallel, parallel < 1 {
      throw UsageError("--parallel must be at least 1, found \(parallel)")
    }
    return RunConfiguration(
      paths: command.selection.journeyPaths,
      selection: selection,
      // Under schedules golden files are compared and never written, as in CI mode.
      mode: isCI || command.schedules != nil ? .ci : command.update ? .update : .record,
      prune: command.prune,
      parallelism: command.parallel ?? ProcessInfo.processInfo.activeProcessorCount,
      seed: command.seed,
      scheduleSeed: command.scheduleSeed,
      schedules: command.schedules ?? 0
    )
  }

  // MARK: list

  private func execute(
    _ command: ListCommand, files: ToolFiles, style: ConsoleStyle, output: TextOutput
  ) throws(UsageError)
    -> ExitStatus
  {
    let selection = try command.selection.selection(files: files)
    let configuration = RunConfiguration(paths: command.selection.journeyPaths, command: self.command)
    let suite = SuiteRun(host: host, configuration: configuration).load()
    let listing = JourneyListing(suite: suite, selection: selection, style: style)
    output.write(listing.text)
    return listing.exitStatus
  }

  // MARK: check

  private func execute(_ command: CheckCommand, style: ConsoleStyle, output: TextOutput) -> ExitStatus {
    let paths = SelectionOptions.journeyPaths(command.paths)
    let suite = SuiteRun(host: host, configuration: RunConfiguration(paths: paths, command: self.command))
      .load(includingInvariants: true)
    let check = CheckSummary(suite: suite, style: style)
    output.write(check.text)
    return check.exitStatus
  }
}
