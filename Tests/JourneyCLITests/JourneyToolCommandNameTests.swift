import HarnessTestSupport
import JourneyCLI
import JourneySuite
import Testing

/// The tool called by an app's name, `greeter-journey`, in-process against the greeter, and the
/// built `planted-bugs` tool, called by its executable's name: help and every message that says
/// what to run name it, never `journey`.
@Suite struct JourneyToolCommandNameTests {
  private let name = "greeter-journey"

  /// `text` with each run of spaces and line breaks one space, as help reads before it is wrapped.
  private func unwrapped(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  @Test func helpTextsNameTheToolAsInvoked() throws {
    let sandbox = try Sandbox()
    let expected = [
      [] as [String]: "Without a subcommand, `greeter-journey` runs the journeys: `greeter-journey` alone runs",
      ["run"]: "one JSON file per journey; `greeter-journey trace show` prints one.",
      ["trace"]: "`greeter-journey run` keeps the trace of each failed journey",
      ["merge-reports"]: "Each shard runs with `greeter-journey run --shard i/n --json shard-i.json`;",
      ["explore"]: "written to --output as a journey file that `greeter-journey run` fails the same way.",
    ]
    for (subcommand, sentence) in expected {
      let help = journey(subcommand + ["--help"], in: sandbox, named: name)
      #expect(help.status == .passed)
      #expect(unwrapped(help.output).contains(sentence), "\(subcommand)")
      #expect(!help.output.contains("`journey"), "\(subcommand)")
    }
  }

  @Test func aFailureNamesTheToolToShowItsTraceAndAcceptItsSnapshot() throws {
    let sandbox = try Sandbox([
      "Scenarios/greet.yaml": Journeys.greet,
      "Scenarios/__snapshots__/greet/greeted.txt": Journeys.greetedGolden.replacingOccurrences(of: "Hello!", with: "Hi!"),
    ])
    let run = journey(["run", sandbox.path("Scenarios")], in: sandbox, named: name)
    #expect(run.status == .failed)
    let trace = ".journey/traces/Scenarios-greet--greets-by-name--9fc5c983.json"
    #expect(run.output.contains("\n  trace: \(trace) (show it with 'greeter-journey trace show \(trace)')\n"))
    #expect(
      run.output.contains(
        "the actual text of snapshot 'greeted' is in Scenarios/__snapshots__/greet/greeted.txt.new; accept or reject "
          + "it with 'greeter-journey review', or accept every difference with 'greeter-journey run --update'\n"))
  }

  @Test func ciModeNamesTheToolToRecordAMissingGolden() throws {
    let sandbox = try Sandbox(["Scenarios/greet.yaml": Journeys.greet])
    let run = journey(["run", "--ci", sandbox.path("Scenarios")], in: sandbox, named: name)
    #expect(run.status == .failed)
    #expect(run.output.contains("  CI mode writes no golden files; record it with 'greeter-journey run' and commit it\n"))
  }

  @Test func anObsoleteGoldenNamesTheToolToPruneIt() throws {
    let sandbox = try Sandbox([
      "Scenarios/greet.yaml": Journeys.greet,
      "Scenarios/__snapshots__/greet/greeted.txt": Journeys.greetedGolden,
      "Scenarios/__snapshots__/greet/waving.txt": "screen Greeter\n",
    ])
    let run = journey(["run", sandbox.path("Scenarios")], in: sandbox, named: name)
    #expect(run.status == .passed)
    #expect(
      run.output.contains(
        "  Scenarios/__snapshots__/greet/waving.txt: obsolete golden file: no journey of Scenarios/greet.yaml takes "
          + "snapshot 'waving'; delete it with 'greeter-journey run --prune'\n"))
  }

  @Test func aSelectionOfNothingNamesTheToolToListTheJourneys() throws {
    let sandbox = try Sandbox(["Scenarios/greet.yaml": Journeys.greet])
    let run = journey(["run", "--filter", "Logout", sandbox.path("Scenarios")], in: sandbox, named: name)
    #expect(run.status == .invalidInput)
    #expect(
      run.output.hasPrefix(
        "error: no journey matches --filter 'Logout'; 'greeter-journey list' shows every journey with its tags\n"))
  }

  @Test func checkNamesTheToolWhoseDescribeListsTheActions() throws {
    let sandbox = try Sandbox(["Scenarios/wave.yaml": "name: Waves\nsteps:\n  - launch\n  - send: greetTaped\n"])
    let check = journey(["check", sandbox.path("Scenarios")], in: sandbox, named: name)
    #expect(check.status == .invalidInput)
    #expect((check.output + check.errors).contains("Run 'greeter-journey describe' to list every action."))
    #expect(!(check.output + check.errors).contains("'journey "))
  }

  @Test func aFileThatIsNotAReportNamesTheToolThatWritesOne() throws {
    let sandbox = try Sandbox(["notes.json": "[]"])
    let merge = journey(["merge-reports", "notes.json", "--json", "all.json"], in: sandbox, named: name)
    #expect(merge.status == .invalidInput)
    #expect(
      merge.errors
        == "notes.json:1:1: error: not a JSON report of 'greeter-journey run --json': expected an object, found an array\n")
  }

  @Test func theBuiltToolIsCalledByTheNameItWasInvokedBy() throws {
    let sandbox = try Sandbox([
      "Scenarios/inbox.yaml": "name: Opens the inbox\nsteps:\n  - launch\n  - snapshot: inbox\n",
      "Scenarios/__snapshots__/inbox/inbox.txt": "screen Elsewhere\n",
    ])
    let tool = BuiltExecutable("planted-bugs")
    let help = try tool.run(["run", "--help"], in: sandbox.root)
    #expect(help.status == 0)
    #expect(unwrapped(help.output).contains("USAGE: planted-bugs run [<options>] [<paths> ...]"))
    #expect(unwrapped(help.output).contains("one JSON file per journey; `planted-bugs trace show` prints one."))
    let run = try tool.run(["run"], in: sandbox.root)
    #expect(run.status == 1, "\(run.output)\(run.errors)")
    let trace = ".journey/traces/Scenarios-inbox--opens-the-inbox--"
    #expect(run.output.contains("  trace: \(trace)"))
    #expect(run.output.contains("(show it with 'planted-bugs trace show \(trace)"))
    #expect(
      run.output.contains(
        "accept or reject it with 'planted-bugs review', or accept every difference with 'planted-bugs run --update'\n"))
    #expect(!run.output.contains("'journey "))
  }
}
