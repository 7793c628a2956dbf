@testable import JourneyCLI
import HarnessTestSupport
import ArgumentParser
import JourneyFiles
import JourneySuite
import Testing

/// Arguments of `journey`: what they turn into, and the usage errors.
@Suite struct JourneyToolUsageTests {
  private func configuration(_ arguments: [String], environment: [String: String] = [:]) throws -> RunConfiguration {
    let command = try #require(try JourneyCommand.parseAsRoot(["run"] + arguments) as? RunCommand)
    return try JourneyTool<GreeterHost>.configuration(
      of: command, environment: environment,
      files: ToolFiles(workingDirectory: "/nonexistent", command: JourneyCommandName("journey")))
  }

  @Test func defaults() throws {
    let configuration = try configuration([])
    #expect(configuration.paths == ["Scenarios/"])
    #expect(configuration.mode == .record)
    #expect(configuration.seed == 0)
    #expect(configuration.parallelism >= 1)
    #expect(configuration.selection.isFullRun)
    #expect(!configuration.prune)
  }

  @Test func options() throws {
    let configuration = try configuration(
      ["a.yaml", "Scenarios/Auth", "--update", "--seed", "42", "--parallel", "3", "--shard", "2/3", "--tag", "smoke",
       "--filter", "Login"])
    #expect(configuration.paths == ["a.yaml", "Scenarios/Auth"])
    #expect(configuration.mode == .update)
    #expect(configuration.seed == 42)
    #expect(configuration.parallelism == 3)
    #expect(configuration.selection.shard == (try Shard(parsing: "2/3")))
    #expect(configuration.selection.tags == .tag("smoke"))
    #expect(configuration.selection.filters.map(\.text) == ["Login"])
  }

  @Test(arguments: [
    (["CI": "true"], SnapshotMode.ci),
    (["CI": "1"], .ci),
    (["CI": "false"], .record),
    (["CI": "FALSE"], .record),
    (["CI": "0"], .record),
    (["CI": ""], .record),
    ([:], .record),
  ])
  func theCIVariableTurnsOnCIMode(environment: [String: String], mode: SnapshotMode) throws {
    #expect(try configuration([], environment: environment).mode == mode)
  }

  @Test(arguments: [
    (["--update", "--ci"], [:], "--update writes golden files, which CI mode never does"),
    (
      ["--update"], ["CI": "true"],
      "--update writes golden files, which CI mode never does (CI mode is on because the CI environment variable is 'true'; set CI=false to turn it off)"
    ),
    (["--prune", "--ci"], [:], "--prune deletes golden files, which CI mode never does"),
    (
      ["--prune", "--tag", "smoke"], [:],
      "--prune needs a full run to know which golden files no journey takes; remove --filter, --tag and --shard"
    ),
    (["--output", "report.xml"], [:], "--output writes a junit, json or html report; add --format junit, json or html"),
    (["--parallel", "0"], [:], "--parallel must be at least 1, found 0"),
    (
      ["--tag", "smoke and"], [:],
      "invalid tag expression 'smoke and' at column 10: expected a tag, 'not' or '(' but the expression ended; write tags joined by 'and', 'or', 'not' and parentheses, as in 'smoke and not slow'"
    ),
    (["--shard", "3/2"], [:], "invalid shard '3/2': the shard must be between 1 and 2"),
  ])
  func usageErrors(arguments: [String], environment: [String: String], message: String) throws {
    let sandbox = try Sandbox(["Scenarios/greet.yaml": Journeys.greet])
    let run = journey(
      ["run"] + arguments + [sandbox.path("Scenarios")], in: sandbox,
      environment: environment.merging(["LANG": "C.UTF-8"]) { $1 })
    #expect(run.status == .invalidInput)
    #expect(run.output == "")
    #expect(run.errors == "error: \(message)\n")
    #expect(sandbox.files == ["Scenarios/greet.yaml"])
  }

  @Test func unknownOptionsAreUsageErrors() throws {
    let sandbox = try Sandbox()
    let run = journey(["run", "--updte"], in: sandbox)
    #expect(run.status == .invalidInput)
    #expect(run.errors.hasPrefix("Error: Unknown option '--updte'. Did you mean '--update'?\n"))
  }

  @Test func helpGoesToStandardOutput() throws {
    let sandbox = try Sandbox()
    let help = journey(["--help"], in: sandbox)
    #expect(help.status == .passed)
    #expect(help.output.hasPrefix("OVERVIEW: Runs user journeys written in YAML against the app"))
    #expect(help.output.contains("USAGE: journey <subcommand>"))
    let runHelp = journey(["help", "run"], in: sandbox)
    #expect(runHelp.status == .passed)
    #expect(runHelp.output.contains("USAGE: journey run [<options>] [<paths> ...]"))
  }

  @Test func usageAndHelpCallTheToolByTheAppsName() {
    let output = TextBuffer()
    let status = JourneyTool(host: GreeterHost(), name: "greeter-journey").run(
      arguments: ["run", "--frobnicate"], environment: [:], output: output, errors: output)
    #expect(status == .invalidInput)
    #expect(output.text.contains("Usage: greeter-journey run [<options>] [<paths> ...]"))
    let help = TextBuffer()
    _ = JourneyTool(host: GreeterHost(), name: "greeter-journey").run(
      arguments: ["--help"], environment: [:], output: help, errors: help)
    #expect(help.text.contains("USAGE: greeter-journey <subcommand>"))
  }
}
