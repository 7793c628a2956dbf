import ArgumentParser
import Foundation
import JourneyReference
import JourneyReports
import JourneyRunner
import JourneySuite

/// The `journey` command-line tool for the app a ``JourneyHost`` plugs in: `run`, `list`,
/// `check`, `describe` and `schema`. An app's executable is one line: `JourneyTool.main(host: AppJourneyHost())`.
public struct JourneyTool<Host: JourneyHost>: Sendable {
  /// The app.
  public let host: Host
  /// The name usage and help call the tool by.
  public let name: String

  /// Makes the tool for `host`, called `name` in usage and help.
  public init(host: Host, name: String = "journey") {
    self.host = host
    self.name = name
  }

  /// Runs the process's command line and exits with its status; usage and help call the tool by
  /// the executable's name.
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
  /// usage errors to `errors`.
  public func run(
    arguments: [String], environment: [String: String], output: TextOutput, errors: TextOutput
  ) -> ExitStatus {
    JourneyCommand.$name.withValue(name) {
      runCommandLine(arguments: arguments, environment: environment, output: output, errors: errors)
    }
  }

  private func runCommandLine(
    arguments: [String], environment: [String: String], output: TextOutput, errors: TextOutput
  ) -> ExitStatus {
    let style = ConsoleStyle(isTerminal: output.isTerminal, environment: environment)
    do {
      var command = try JourneyCommand.parseAsRoot(arguments)
      switch command {
      case let run as RunCommand:
        return try execute(run, environment: environment, style: style, output: output, errors: errors)
      case let list as ListCommand:
        return try execute(list, style: style, output: output)
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
      errors.write(style.paint("error:", .red) + " \(error)\n")
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
    _ command: RunCommand, environment: [String: String], style: ConsoleStyle, output: TextOutput,
    errors: TextOutput
  ) throws(UsageError) -> ExitStatus {
    let configuration = try Self.configuration(of: command, environment: environment)
    let reporter =
      command.format == .console || command.output != nil
      ? ConsoleReporter(output: output, style: style) : nil
    let report = SuiteRun(host: host, configuration: configuration).run(observer: reporter)
    reporter?.finish(report)
    let document: String
    switch command.format {
    case .console: return report.exitStatus
    case .junit: document = JUnitReporter.document(report)
    case .json: document = JSONReporter.document(report)
    }
    guard let path = command.output else {
      output.write(document)
      return report.exitStatus
    }
    do {
      try AtomicFile.write(document, to: path)
    } catch {
      errors.write(
        style.paint("error:", .red) + " cannot write the \(command.format) report to \(path): "
          + "\(error.localizedDescription)\n")
      return .invalidInput
    }
    return report.exitStatus
  }

  /// What `command` asks for, in `environment`, or why it makes no sense.
  static func configuration(
    of command: RunCommand, environment: [String: String]
  ) throws(UsageError) -> RunConfiguration {
    let selection = try command.selection.selection()
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
      throw UsageError("--output writes a junit or json report; add --format junit or --format json")
    }
    if let parallel = command.parallel, parallel < 1 {
      throw UsageError("--parallel must be at least 1, found \(parallel)")
    }
    return RunConfiguration(
      paths: command.selection.pathsOrDefault,
      selection: selection,
      mode: isCI ? .ci : command.update ? .update : .record,
      prune: command.prune,
      parallelism: command.parallel ?? ProcessInfo.processInfo.activeProcessorCount,
      seed: command.seed
    )
  }

  // MARK: list

  private func execute(_ command: ListCommand, style: ConsoleStyle, output: TextOutput) throws(UsageError)
    -> ExitStatus
  {
    let selection = try command.selection.selection()
    let configuration = RunConfiguration(paths: command.selection.pathsOrDefault)
    let suite = SuiteRun(host: host, configuration: configuration).load()
    let listing = JourneyListing(suite: suite, selection: selection, style: style)
    output.write(listing.text)
    return listing.exitStatus
  }

  // MARK: check

  private func execute(_ command: CheckCommand, style: ConsoleStyle, output: TextOutput) -> ExitStatus {
    let paths = command.paths.isEmpty ? ["Scenarios/"] : command.paths
    let suite = SuiteRun(host: host, configuration: RunConfiguration(paths: paths)).load()
    let check = CheckSummary(suite: suite, style: style)
    output.write(check.text)
    return check.exitStatus
  }
}
