import Foundation
import HarnessTestSupport
import PlantedBugsApp
import Testing

/// `explore --strategy uniform` through the built `planted-bugs` tool: the inbox app with bugs
/// planted by `PLANTED_BUGS`, explored in worker processes, each seed alone.
@Suite(.timeLimit(.minutes(2))) struct JourneyToolExploreTests {
  static let tool = BuiltExecutable("planted-bugs")

  /// Bits of `PlantedBugs`: the crash on a long message alone, every bug but the hang, the hang
  /// with the draft saved after Compose closed, and the dead control.
  static let crashOnly = "8"
  static let everyBug = "15"
  static let hangAndDraft = "17"
  /// "Mark all read", which does nothing, on the inbox.
  static let deadControl = "64"

  private func explore(
    _ arguments: [String], bugs: String, in sandbox: Sandbox
  ) throws -> BuiltExecutable.Run {
    try Self.tool.run(
      ["explore", "--strategy", "uniform", "--invariants", "inbox.invariants.yaml"] + arguments, in: sandbox.root,
      environment: ["PLANTED_BUGS": bugs])
  }

  @Test func exploringWithoutInvariantsPointsToTheSuitesInvariantsFile() throws {
    let sandbox = try Sandbox(["Scenarios/inbox.invariants.yaml": InboxJourneyHost.invariants])
    let run = try Self.tool.run(["explore", "--journeys", "2", "--parallel", "1"], in: sandbox.root)
    #expect(run.status == 0, "\(run.output)\(run.errors)")
    #expect(
      run.output.split(separator: "\n").prefix(2) == [
        "Exploring 2 seeds from 1, at most 30 steps each, 0 invariants, 1 worker",
        "No invariants are checked; to check those of Scenarios/inbox.invariants.yaml, add --invariants "
          + "Scenarios/inbox.invariants.yaml",
      ])
    let checked = try Self.tool.run(
      ["explore", "--invariants", "Scenarios/inbox.invariants.yaml", "--journeys", "2", "--parallel", "1"],
      in: sandbox.root)
    #expect(checked.status == 0, "\(checked.output)\(checked.errors)")
    #expect(!checked.output.contains("No invariants are checked"))
  }

  @Test func aCrashIsFoundWithItsSeedShrunkAndWrittenAsAJourneyThatCrashesTheSameWay() throws {
    let sandbox = try Sandbox(["inbox.invariants.yaml": InboxJourneyHost.invariants])
    let run = try explore(["--journeys", "8", "--parallel", "2"], bugs: Self.crashOnly, in: sandbox)
    #expect(run.status == 1, "\(run.output)\(run.errors)")
    let lines = run.output.split(separator: "\n").map(String.init)
    let found = try #require(lines.first { $0.hasPrefix("✘ seed ") }, "\(run.output)")
    #expect(found.hasSuffix(": the app crashed: Fatal error: message preview overflow: 140 + 41"))
    let seed = try #require(found.dropFirst("✘ seed ".count).split(separator: ":").first)
    let path = ".journey/explore/seed-\(seed).yaml"
    #expect(lines.contains("  journey: \(path)  (run it: planted-bugs run \(path))"))
    #expect(lines.contains("  replay: planted-bugs explore --strategy uniform --seed \(seed) --journeys 1 --steps 30 --invariants inbox.invariants.yaml"))
    let journey = try #require(sandbox.read(path))
    let steps = journey.split(separator: "\n").filter { $0.hasPrefix("  - ") }
    #expect(steps.first == "  - launch")
    #expect(steps.count - 1 <= 10, "\(journey)")
    #expect(journey.contains("  - tap: Send"))
    let replayed = try Self.tool.run(["run", path], in: sandbox.root, environment: ["PLANTED_BUGS": Self.crashOnly, "SWIFT_BACKTRACE": "enable=no"])
    #expect(replayed.status != 0 && replayed.status != 1)
    #expect(replayed.errors.contains("Fatal error: message preview overflow: 140 + 41"))
  }

  @Test func aStepThatDoesNotFinishStopsItsSeedWhichIsReportedApartFromTheFailures() throws {
    let sandbox = try Sandbox(["inbox.invariants.yaml": InboxJourneyHost.invariants])
    let run = try explore(
      ["--seed", "9", "--journeys", "3", "--parallel", "2", "--step-timeout", "1"], bugs: Self.hangAndDraft,
      in: sandbox)
    #expect(run.status == 1, "\(run.output)\(run.errors)")
    let stopped = try #require(run.output.split(separator: "■ ").last)
    #expect(
      stopped == """
        seed 11: stopped after 1s of wall time in step 27, which did not finish (a synchronous loop or a deadlock?):
          - tap: Send
          replay: planted-bugs explore --strategy uniform --seed 11 --journeys 1 --steps 30 --invariants inbox.invariants.yaml
        Explored 3 seeds, 62 steps: 1 seed failed (1 kind of failure), 1 seed stopped

        """)
    #expect(run.output.contains("✘ seed 9: invariant \"A closed Compose saves no draft\""))
    #expect(sandbox.files.filter { $0.hasPrefix(".journey/explore/") } == [".journey/explore/seed-9.yaml"])
  }

  @Test func theReportIsTheSameWhateverTheNumberOfWorkers() throws {
    let sandbox = try Sandbox(["inbox.invariants.yaml": InboxJourneyHost.invariants])
    let one = try explore(["--journeys", "9", "--parallel", "1"], bugs: Self.everyBug, in: sandbox)
    let two = try explore(["--journeys", "9", "--parallel", "2"], bugs: Self.everyBug, in: sandbox)
    #expect(one.status == 1)
    #expect(one.output.split(separator: "\n").dropFirst() == two.output.split(separator: "\n").dropFirst())
    #expect(one.output.contains("invariant \"The count of pending requests is never negative\""))
    #expect(one.output.contains("the app crashed: Fatal error: message preview overflow"))
  }

  @Test func theReportIsTheSameWhetherTheMachineIsIdleOrBusy() throws {
    let sandbox = try Sandbox(["inbox.invariants.yaml": InboxJourneyHost.invariants])
    let arguments = ["--journeys", "9", "--parallel", "2"]
    let idle = try explore(arguments, bugs: Self.everyBug, in: sandbox)
    // As many processes spinning as there are cores, for as long as the second run lasts.
    let spinners = try (0..<ProcessInfo.processInfo.activeProcessorCount).map { _ in
      let spinner = Process()
      spinner.executableURL = URL(fileURLWithPath: "/bin/sh")
      spinner.arguments = ["-c", "while :; do :; done"]
      try spinner.run()
      return spinner
    }
    defer {
      // SIGKILL: the spinners inherit the test thread's signal mask, which may block SIGTERM.
      for spinner in spinners {
        kill(spinner.processIdentifier, SIGKILL)
        spinner.waitUntilExit()
      }
    }
    let busy = try explore(arguments, bugs: Self.everyBug, in: sandbox)
    #expect(idle.status == 1)
    #expect(busy.status == idle.status)
    #expect(busy.output == idle.output)
    #expect(idle.output.contains("the app crashed: Fatal error: message preview overflow"))
  }

  @Test func theAppWithoutBugsPassesAndShardsSplitTheSeeds() throws {
    let sandbox = try Sandbox(["inbox.invariants.yaml": InboxJourneyHost.invariants])
    let all = try explore(["--journeys", "10"], bugs: "0", in: sandbox)
    #expect(all.status == 0, "\(all.output)\(all.errors)")
    #expect(all.output.hasSuffix("no failure\n"))
    let first = try explore(["--journeys", "10", "--shard", "1/2"], bugs: "0", in: sandbox)
    let second = try explore(["--journeys", "10", "--shard", "2/2"], bugs: "0", in: sandbox)
    #expect(first.output.hasPrefix("Exploring 5 seeds from 1"))
    #expect(second.output.hasPrefix("Exploring 5 seeds from 1"))
  }

  @Test func aDeadControlIsAWarningReportedOnceAtItsFirstSeedTheSameAtAnyNumberOfWorkers() throws {
    let sandbox = try Sandbox(["inbox.invariants.yaml": InboxJourneyHost.invariants])
    let one = try explore(["--journeys", "6", "--parallel", "1"], bugs: Self.deadControl, in: sandbox)
    let two = try explore(["--journeys", "6", "--parallel", "2"], bugs: Self.deadControl, in: sandbox)
    #expect(one.status == 0, "\(one.output)\(one.errors)")
    #expect(one.output.split(separator: "\n").dropFirst() == two.output.split(separator: "\n").dropFirst())
    #expect(
      one.output == """
        Exploring 6 seeds from 1, at most 30 steps each, 3 invariants, 1 worker
        ⚠ seed 1: dead control: button "Mark all read" on "Inbox" did nothing: 'tap' changed no state and started no effect
          used at step 6, and by 5 other seeds
          replay: planted-bugs explore --strategy uniform --seed 1 --journeys 1 --steps 6 --invariants inbox.invariants.yaml
          allow it: allowDeadControls: [{ screen: Inbox, label: Mark all read }] in inbox.invariants.yaml
        Explored 6 seeds, 180 steps: no failure; 1 dead control (warning)

        """)
    let replay = try explore(["--seed", "1", "--journeys", "1", "--steps", "6"], bugs: Self.deadControl, in: sandbox)
    #expect(replay.status == 0)
    #expect(replay.output.contains("⚠ seed 1: dead control: button \"Mark all read\" on \"Inbox\" did nothing"))
    #expect(replay.output.contains("  used at step 6\n"))
    let failing = try explore(["--journeys", "6", "--fail-on-dead-controls"], bugs: Self.deadControl, in: sandbox)
    #expect(failing.status == 1)
    #expect(failing.output.hasSuffix("Explored 6 seeds, 180 steps: no failure; 1 dead control (error)\n"))
    let allowed = try explore(["--journeys", "6", "--fail-on-dead-controls"], bugs: "0", in: sandbox)
    #expect(allowed.status == 0, "\(allowed.output)")
  }

  @Test func badInputIsAnErrorWithItsLocation() throws {
    let sandbox = try Sandbox(["inbox.invariants.yaml": "invariants:\n  - name: Acts\n    check:\n      - tap: Refresh\n"])
    let run = try explore([], bugs: "0", in: sandbox)
    #expect(run.status == 2)
    #expect(
      run.errors.contains(
        "inbox.invariants.yaml:4:9: error: 'check' takes steps that only look (see, notSee, screen, element, expect or stored); 'tap' acts on the app"))
    let misspelt = try Sandbox([
      "inbox.invariants.yaml": "invariants:\n  - name: Misspelt\n    when:\n      - expect: { pendingRequest: 0 }\n    check:\n      - notSee: Loading\n"
    ])
    let neverApplies = try explore([], bugs: "0", in: misspelt)
    #expect(neverApplies.status == 2)
    #expect(
      neverApplies.errors.contains(
        "inbox.invariants.yaml:4:19: error: expect: the state has no key 'pendingRequest'; did you mean 'pendingRequests'?"))
    let zero = try explore(["--journeys", "0"], bugs: "0", in: sandbox)
    #expect(zero.status == 2)
    #expect(zero.errors.contains("--journeys must be at least 1, found 0"))
    let noTime = try explore(["--step-timeout", "0"], bugs: "0", in: sandbox)
    #expect(noTime.status == 2)
    #expect(noTime.errors.contains("--step-timeout must be a number of seconds above 0 and at most a day (86400), such as 120"))
  }
}
