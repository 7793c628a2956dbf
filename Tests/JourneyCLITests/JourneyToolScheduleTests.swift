import HarnessTestSupport
import JourneySuite
import PlantedBugsApp
import Testing

/// `journey run --schedules` and `--schedule-seed`, in-process against the greeter, whose greeting
/// takes 500ms by default: a journey that waits exactly that long depends on the schedule, one that
/// settles does not.
@Suite struct JourneyToolScheduleTests {
  /// Waits the greeting's default latency and no more: a later answer fails it.
  static let greetOnTime = """
    name: Greets on time
    steps:
      - launch
      - type: { text: Ada, into: Name }
      - tap: Greet
      - wait: 500ms
      - see: "Hello!"
    """

  /// Waits for the greeting however long it takes.
  static let greetWhenSettled = """
    name: Greets when settled
    steps:
      - launch
      - type: { text: Ada, into: Name }
      - tap: Greet
      - settle
      - see: "Hello!"
      - snapshot: greeted
    """

  @Test func aJourneyThatDependsOnTheScheduleFailsWithBothSchedulesWhereTheyPartAndTheirReplays() throws {
    let sandbox = try Sandbox(["Scenarios/on-time.yaml": Self.greetOnTime])
    let run = journey(["run", "--schedules", "3", sandbox.path("Scenarios")], in: sandbox)
    #expect(run.status == .failed)
    #expect(
      run.output == """
        ✗ Scenarios/on-time.yaml › Greets on time (…)

        Failures:

        1) Scenarios/on-time.yaml › Greets on time
          schedules: under schedule 1 the verdict and the final screen differ from schedule 0's
            under schedule 0: passed
            under schedule 1: failed: Scenarios/on-time.yaml:7:5: error: see "Hello!": no visible text contains "Hello!". Visible texts: "Greeter", "Name", "Ada", "Greet", "Visits: 1"
            their traces part at step 4: wait 500ms (Scenarios/on-time.yaml:6:5), in its state, screen
            replay schedule 0 with 'journey run Scenarios/on-time.yaml --schedule-seed 0'
            replay schedule 1 with 'journey run Scenarios/on-time.yaml --schedule-seed 1'

        Each journey also ran under schedules 1 to 3: 1 ended differently.

        0 passed, 1 failed

        """)
    #expect(run.errors == "")
    // The replay commands fail and pass as the report says.
    let replays = ["0", "1"].map { journey(["run", sandbox.path("Scenarios/on-time.yaml"), "--schedule-seed", $0], in: sandbox) }
    #expect(replays.map(\.status) == [.passed, .failed])
    let later = journey(["run", "--schedules", "3", "--schedule-seed", "2", sandbox.path("Scenarios")], in: sandbox)
    #expect(later.output.contains("  schedules: under schedule 2 the verdict and the final screen differ from schedule 0's\n"))
    #expect(later.output.contains("Each journey also ran under schedules 2 to 4: 1 ended differently.\n"))
  }

  @Test func aPlantedRaceIsReportedWithTheScheduleThatShowsItAndPassesOnceItIsGone() throws {
    let sandbox = try Sandbox([
      "Scenarios/search.yaml": NotesJourneyHost.searchJourney, "Scenarios/save.yaml": NotesJourneyHost.saveJourney,
    ])
    let racing = journey(
      ["run", "--schedules", "50", sandbox.path("Scenarios")], in: sandbox, host: NotesJourneyHost(races: .all))
    #expect(racing.status == .failed)
    #expect(
      racing.output == """
        ✗ Scenarios/save.yaml › A saved note leaves no status behind (…)
        ✗ Scenarios/search.yaml › The last query's answer shows (…)

        Failures:

        1) Scenarios/save.yaml › A saved note leaves no status behind
          schedules: under schedule 2 the verdict and the final screen differ from schedule 0's
            under schedule 0: passed
            under schedule 2: failed: Scenarios/save.yaml:8:44: error: expect: editorStatus: expected null, found Saved
            their traces part at step 5: wait 2s (Scenarios/save.yaml:7:5), in its state, screen
            replay schedule 0 with 'journey run Scenarios/save.yaml --schedule-seed 0'
            replay schedule 2 with 'journey run Scenarios/save.yaml --schedule-seed 2'

        2) Scenarios/search.yaml › The last query's answer shows
          schedules: under schedule 2 the verdict and the final screen differ from schedule 0's
            under schedule 0: passed
            under schedule 2: failed: Scenarios/search.yaml:7:5: error: see "Results for ab": no visible text contains "Results for ab"; did you mean "Results for a"? Visible texts: "Notes", "Search", "ab", "Results for a", "Shopping list", "Trip ideas", "New note"
            their traces part at step 4: wait 2s (Scenarios/search.yaml:6:5), in its state, screen
            replay schedule 0 with 'journey run Scenarios/search.yaml --schedule-seed 0'
            replay schedule 2 with 'journey run Scenarios/search.yaml --schedule-seed 2'

        Each journey also ran under schedules 1 to 50: 2 ended differently.

        0 passed, 2 failed

        """)
    let fixed = journey(["run", "--schedules", "50", sandbox.path("Scenarios")], in: sandbox, host: NotesJourneyHost(races: []))
    #expect(fixed.status == .passed)
    #expect(fixed.output.contains("Each journey also ran under schedules 1 to 50: none ended differently.\n"))
  }

  @Test func theReportsSayWhichSchedulesChangedAJourneyAndWhereTheirTracesPart() throws {
    let sandbox = try Sandbox(["Scenarios/on-time.yaml": Self.greetOnTime])
    let run = journey(
      ["run", "--schedules", "3", "--json", "report.json", "--junit", "junit.xml", sandbox.path("Scenarios")],
      in: sandbox)
    #expect(run.status == .failed)
    let json = try #require(sandbox.read("report.json"))
    #expect(
      json.contains(
        """
              "schedules" : {
                "baseline" : 0,
                "baselineStatus" : "passed",
                "differs" : [
                  "verdict",
                  "final screen"
                ],
                "partingStep" : 4,
                "schedule" : 1,
                "scheduleStatus" : "failed"
              },
        """), "\(json)")
    let junit = sandbox.relativized(try #require(sandbox.read("junit.xml")))
    #expect(
      junit.contains(
        "<failure message=\"Scenarios/on-time.yaml: under schedule 1 the verdict and the final screen differ from "
          + "schedule 0&apos;s (passed under 0, failed under 1)\" type=\"schedule\">run Scenarios/on-time.yaml with "
          + "--schedule-seed 0 and with --schedule-seed 1 to replay each</failure>"), "\(junit)")
  }

  @Test func theHTMLReportAndGitHubSayWhichScheduleChangedAJourneyAtTheStepWhereTheyPart() throws {
    let sandbox = try Sandbox(["Scenarios/on-time.yaml": Self.greetOnTime])
    let run = journey(
      ["run", "--schedules", "3", "--html", "report.html", sandbox.path("Scenarios")], in: sandbox,
      environment: ["LANG": "C.UTF-8", "GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": sandbox.path("summary.md")])
    #expect(run.status == .failed)
    #expect(
      run.output.contains(
        "::error file=Scenarios/on-time.yaml,line=6,col=5,title=Greets on time › schedules::under schedule 1 the "
          + "verdict and the final screen differ from schedule 0's (passed under 0, failed under 1)%0Arun "
          + "Scenarios/on-time.yaml with --schedule-seed 0 and with --schedule-seed 1 to replay each\n"), "\(run.output)")
    #expect(
      sandbox.read("summary.md")?.contains(
        "| Greets on time | `Scenarios/on-time.yaml:6:5` | under schedule 1 the verdict and the final screen differ "
          + "from schedule 0's (passed under 0, failed under 1) |\n") == true)
    let html = sandbox.relativized(try #require(sandbox.read("report.html")))
    #expect(
      html.contains(
        """
        <div class="schedules">
        <h3>Under another schedule</h3>
        <p>Under schedule 1 the verdict and the final screen differ from schedule 0's (passed under 0, failed under 1).</p>
        <p>Their traces part at step 4: <span class="step-name">wait 500ms</span> \
        <span class="location">Scenarios/on-time.yaml:6:5</span></p>
        <p class="muted">Run Scenarios/on-time.yaml with --schedule-seed 0 and with --schedule-seed 1 to replay each.</p>
        </div>
        """), "\(html)")
  }

  @Test func aJourneyThatDoesNotDependOnTheScheduleReportsNothing() throws {
    let sandbox = try Sandbox([
      "Scenarios/settled.yaml": Self.greetWhenSettled,
      "Scenarios/visits.yaml": Journeys.visits,
      "Scenarios/__snapshots__/settled/greeted.txt": Journeys.greetedGolden,
    ])
    let run = journey(["run", "--schedules", "20", sandbox.path("Scenarios")], in: sandbox)
    #expect(run.status == .passed)
    #expect(
      run.output == """
        ✓ Scenarios/settled.yaml › Greets when settled (…)
        ✓ Scenarios/visits.yaml › Counts visits (…)

        Each journey also ran under schedules 1 to 20: none ended differently.

        2 passed, 0 failed

        """)
  }

  @Test func underSchedulesGoldenFilesAreComparedAndNeverWritten() throws {
    let differentGolden = Journeys.greetedGolden.replacingOccurrences(of: "Hello!", with: "Hi!")
    let missing = try Sandbox(["Scenarios/settled.yaml": Self.greetWhenSettled])
    let missingRun = journey(["run", "--schedules", "2", missing.path("Scenarios")], in: missing)
    #expect(missingRun.status == .failed)
    #expect(missingRun.output.contains("CI mode writes no golden files; record it with 'journey run' and commit it\n"))
    #expect(missing.filesWithoutToolState == ["Scenarios/settled.yaml"])

    let different = try Sandbox([
      "Scenarios/settled.yaml": Self.greetWhenSettled,
      "Scenarios/__snapshots__/settled/greeted.txt": differentGolden,
    ])
    let differentRun = journey(["run", "--schedules", "2", different.path("Scenarios")], in: different)
    #expect(differentRun.status == .failed)
    #expect(differentRun.output.contains("snapshot 'greeted' differs from its golden text"))
    #expect(different.filesWithoutToolState == ["Scenarios/__snapshots__/settled/greeted.txt", "Scenarios/settled.yaml"])
    #expect(different.read("Scenarios/__snapshots__/settled/greeted.txt") == differentGolden)
  }

  @Test func scheduleSeedRunsEveryJourneyUnderThatScheduleOverTheOneItsFileRecords() throws {
    let recorded = Self.greetOnTime.replacingOccurrences(of: "steps:", with: "schedule: 1\nsteps:")
    let sandbox = try Sandbox(["Scenarios/on-time.yaml": recorded])
    let own = journey(["run", sandbox.path("Scenarios")], in: sandbox)
    #expect(own.status == .failed)
    #expect(own.output.contains("error: see \"Hello!\": no visible text contains \"Hello!\""))
    let overridden = journey(["run", "--schedule-seed", "0", sandbox.path("Scenarios")], in: sandbox)
    #expect(overridden.status == .passed)
    #expect(overridden.output == "✓ Scenarios/on-time.yaml › Greets on time (…)\n\n1 passed, 0 failed\n")
    // Under --schedules the journey's own schedule is the one the others are compared with.
    let swept = journey(["run", "--schedules", "1", "--schedule-seed", "0", sandbox.path("Scenarios")], in: sandbox)
    #expect(swept.output.contains("  schedules: under schedule 0 the verdict and the final screen differ from schedule 1's\n"))
  }

  @Test(arguments: [
    (["--schedules", "0"], "--schedules must be at least 1, found 0"),
    (
      ["--schedules", "2", "--update"],
      "--update writes golden files, which a run under --schedules never does; run --update without --schedules first"
    ),
    (
      ["--schedules", "2", "--prune"],
      "--prune deletes golden files, which a run under --schedules never does; run --prune without --schedules"
    ),
    (
      ["--schedules", "2", "--schedule-seed", "18446744073709551615"],
      "--schedule-seed 18446744073709551615 with --schedules 2 goes past the last schedule, 18446744073709551615; start from a lower --schedule-seed"
    ),
  ])
  func usageErrors(arguments: [String], message: String) throws {
    let sandbox = try Sandbox(["Scenarios/on-time.yaml": Self.greetOnTime])
    let run = journey(["run"] + arguments + [sandbox.path("Scenarios")], in: sandbox)
    #expect(run.status == .invalidInput)
    #expect(run.output == "")
    #expect(run.errors.hasPrefix("Error: \(message)\n"))
    #expect(sandbox.files == ["Scenarios/on-time.yaml"])
  }
}
