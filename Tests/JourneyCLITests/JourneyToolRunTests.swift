import HarnessTestSupport
import Foundation
import JourneyCLI
import JourneySuite
import Testing

/// `journey run`, in-process against the greeter, in sandboxes.
@Suite struct JourneyToolRunTests {
  @Test func theDefaultRunWritesMissingGoldensAndReportsThem() throws {
    let sandbox = try Sandbox([
      "Scenarios/greet.yaml": Journeys.greet,
      "Scenarios/visits.yaml": Journeys.visits,
    ])
    let first = journey(["run", sandbox.path("Scenarios")], in: sandbox)
    #expect(first.status == .passed)
    #expect(
      first.output == """
        ✓ Scenarios/greet.yaml › Greets by name (…)
        ✓ Scenarios/visits.yaml › Counts visits (…)

        Golden files:

          wrote Scenarios/__snapshots__/greet/greeted.txt (new snapshot)

        2 passed, 0 failed

        """)
    #expect(sandbox.read("Scenarios/__snapshots__/greet/greeted.txt") == Journeys.greetedGolden)

    let second = journey(["run", sandbox.path("Scenarios")], in: sandbox)
    #expect(second.status == .passed)
    #expect(
      second.output == """
        ✓ Scenarios/greet.yaml › Greets by name (…)
        ✓ Scenarios/visits.yaml › Counts visits (…)

        2 passed, 0 failed

        """)
  }

  @Test func aFailingRunShowsEachFailureInFullThenTheCounts() throws {
    let sandbox = try Sandbox([
      "Scenarios/greet.yaml": Journeys.greet,
      "Scenarios/farewell.yaml": Journeys.farewell,
      "Scenarios/__snapshots__/greet/greeted.txt": Journeys.greetedGolden,
    ])
    let run = journey(["run", sandbox.path("Scenarios")], in: sandbox)
    #expect(run.status == .failed)
    #expect(
      run.output == """
        ✗ Scenarios/farewell.yaml › Says goodbye (…)
        ✓ Scenarios/greet.yaml › Greets by name (…)

        Failures:

        1) Scenarios/farewell.yaml › Says goodbye
        Scenarios/farewell.yaml:7:5: error: see "Goodbye!": no visible text contains "Goodbye!". Visible texts: "Greeter", "Name", "Your name", "Greet", "Hello!", "Visits: 1"
          at virtual time 500ms
          screen:
            screen Greeter
              heading "Greeter"
              text field "Name" = "" placeholder "Your name"
              button "Greet"
              text "Hello!"
              text "Visits: 1"
          last actions, oldest first:
            0s .launched sent
            0s .greetTapped sent
            500ms .greeted("Hello!") from an effect of .greetTapped
          trace: .journey/traces/Scenarios-farewell--says-goodbye--84aecf7c.json (show it with 'journey trace show .journey/traces/Scenarios-farewell--says-goodbye--84aecf7c.json')

        1 passed, 1 failed

        """)
  }

  @Test func aMismatchFailsAndWritesTheActualTextBesideTheGolden() throws {
    let old = Journeys.greetedGolden.replacingOccurrences(of: "Hello!", with: "Hi!")
    let sandbox = try Sandbox([
      "Scenarios/greet.yaml": Journeys.greet,
      "Scenarios/__snapshots__/greet/greeted.txt": old,
    ])
    let run = journey(["run", sandbox.path("Scenarios")], in: sandbox)
    #expect(run.status == .failed)
    #expect(
      run.output == """
        ✗ Scenarios/greet.yaml › Greets by name (…)

        Failures:

        1) Scenarios/greet.yaml › Greets by name
        Scenarios/greet.yaml:9:5: error: snapshot greeted: snapshot 'greeted' differs from its golden text:
          --- golden
          +++ actual
          @@ -2,5 +2,5 @@
             heading "Greeter"
             text field "Name" = "Ada"
             button "Greet"
          -  text "Hi!"
          +  text "Hello!"
             text "Visits: 1"
          at virtual time 500ms
          screen:
            screen Greeter
              heading "Greeter"
              text field "Name" = "Ada"
              button "Greet"
              text "Hello!"
              text "Visits: 1"
          last actions, oldest first:
            0s .launched sent
            0s .nameChanged("Ada") sent
            0s .greetTapped sent
            500ms .greeted("Hello!") from an effect of .greetTapped
          trace: .journey/traces/Scenarios-greet--greets-by-name--9fc5c983.json (show it with 'journey trace show .journey/traces/Scenarios-greet--greets-by-name--9fc5c983.json')
          the actual text of snapshot 'greeted' is in Scenarios/__snapshots__/greet/greeted.txt.new; accept or reject it with 'journey review', or accept every difference with 'journey run --update'

        Golden files:

          wrote Scenarios/__snapshots__/greet/greeted.txt.new (differs from the golden file)

        0 passed, 1 failed

        """)
    #expect(sandbox.read("Scenarios/__snapshots__/greet/greeted.txt") == old)
    #expect(sandbox.read("Scenarios/__snapshots__/greet/greeted.txt.new") == Journeys.greetedGolden)
  }

  @Test func updateAcceptsTheDifferenceAndRemovesThePendingText() throws {
    let sandbox = try Sandbox([
      "Scenarios/greet.yaml": Journeys.greet,
      "Scenarios/__snapshots__/greet/greeted.txt": "screen Greeter\n",
    ])
    #expect(journey(["run", sandbox.path("Scenarios")], in: sandbox).status == .failed)
    #expect(sandbox.exists("Scenarios/__snapshots__/greet/greeted.txt.new"))

    let update = journey(["run", "--update", sandbox.path("Scenarios")], in: sandbox)
    #expect(update.status == .passed)
    #expect(update.output.contains("  updated Scenarios/__snapshots__/greet/greeted.txt\n"))
    #expect(sandbox.read("Scenarios/__snapshots__/greet/greeted.txt") == Journeys.greetedGolden)
    #expect(sandbox.filesWithoutToolState == ["Scenarios/__snapshots__/greet/greeted.txt", "Scenarios/greet.yaml"])
  }

  @Test func aMatchRemovesAStalePendingText() throws {
    let sandbox = try Sandbox([
      "Scenarios/greet.yaml": Journeys.greet,
      "Scenarios/__snapshots__/greet/greeted.txt": Journeys.greetedGolden,
      "Scenarios/__snapshots__/greet/greeted.txt.new": "screen Greeter\n",
    ])
    #expect(journey(["run", sandbox.path("Scenarios")], in: sandbox).status == .passed)
    #expect(!sandbox.exists("Scenarios/__snapshots__/greet/greeted.txt.new"))
  }

  @Test(arguments: [["--ci"], []])
  func ciModeWritesNothingAndFailsOnAMissingGolden(flags: [String]) throws {
    let sandbox = try Sandbox(["Scenarios/greet.yaml": Journeys.greet])
    let run = journey(
      ["run"] + flags + [sandbox.path("Scenarios")], in: sandbox,
      environment: flags.isEmpty ? ["CI": "true", "LANG": "C.UTF-8"] : ["LANG": "C.UTF-8"])
    #expect(run.status == .failed)
    #expect(
      run.output.contains(
        """
        Scenarios/greet.yaml:9:5: error: snapshot greeted: snapshot 'greeted' has no golden text yet; record snapshots to create it from this run
        """))
    #expect(run.output.contains("  CI mode writes no golden files; record it with 'journey run' and commit it\n"))
    #expect(sandbox.filesWithoutToolState == ["Scenarios/greet.yaml"])
  }

  @Test func ciModeNeverWritesPendingTexts() throws {
    let sandbox = try Sandbox([
      "Scenarios/greet.yaml": Journeys.greet,
      "Scenarios/__snapshots__/greet/greeted.txt": "screen Greeter\n",
    ])
    #expect(journey(["run", "--ci", sandbox.path("Scenarios")], in: sandbox).status == .failed)
    #expect(sandbox.filesWithoutToolState == ["Scenarios/__snapshots__/greet/greeted.txt", "Scenarios/greet.yaml"])
  }

  @Test func obsoleteGoldensAreListedOnAFullRunFailInCIModeAndArePruned() throws {
    let sandbox = try Sandbox([
      "Scenarios/greet.yaml": Journeys.greet,
      "Scenarios/__snapshots__/greet/greeted.txt": Journeys.greetedGolden,
      "Scenarios/__snapshots__/greet/waving.txt": "screen Greeter\n",
      "Scenarios/__snapshots__/gone/hello.txt": "screen Greeter\n",
    ])
    let listed = journey(["run", sandbox.path("Scenarios")], in: sandbox)
    #expect(listed.status == .passed)
    #expect(
      listed.output == """
        ✓ Scenarios/greet.yaml › Greets by name (…)

        Golden files:

          Scenarios/__snapshots__/gone/hello.txt: obsolete golden file: there is no journey file Scenarios/gone.yaml; delete it with 'journey run --prune'
          Scenarios/__snapshots__/greet/waving.txt: obsolete golden file: no journey of Scenarios/greet.yaml takes snapshot 'waving'; delete it with 'journey run --prune'

        1 passed, 0 failed

        """)

    let filtered = journey(["run", "--filter", "Greets", sandbox.path("Scenarios")], in: sandbox)
    #expect(filtered.status == .passed)
    #expect(!filtered.output.contains("obsolete"))

    let ci = journey(["run", "--ci", sandbox.path("Scenarios")], in: sandbox)
    #expect(ci.status == .failed)
    #expect(ci.output.hasSuffix("\n1 passed, 0 failed, 2 obsolete golden files\n"))

    let pruned = journey(["run", "--prune", sandbox.path("Scenarios")], in: sandbox)
    #expect(pruned.status == .passed)
    #expect(
      pruned.output.contains(
        """
          deleted Scenarios/__snapshots__/gone/hello.txt (obsolete)
          deleted Scenarios/__snapshots__/greet/waving.txt (obsolete)

        """))
    #expect(sandbox.filesWithoutToolState == ["Scenarios/__snapshots__/greet/greeted.txt", "Scenarios/greet.yaml"])
  }

  @Test func theGoldensOfAnInvalidFileAreNotObsolete() throws {
    let sandbox = try Sandbox([
      "Scenarios/greet.yaml": "name: Broken\nsteps:\n  - tapp: Greet\n",
      "Scenarios/__snapshots__/greet/greeted.txt": Journeys.greetedGolden,
    ])
    let run = journey(["run", "--prune", sandbox.path("Scenarios")], in: sandbox)
    #expect(run.status == .invalidInput)
    #expect(!run.output.contains("obsolete"))
    #expect(sandbox.exists("Scenarios/__snapshots__/greet/greeted.txt"))
  }

  @Test func invalidFilesAreReportedAndTheValidOnesStillRun() throws {
    let sandbox = try Sandbox([
      "Scenarios/broken.yaml": "name: Broken\nsteps:\n  - tapp: Greet\n  - wait: soon\n",
      "Scenarios/greet.yaml": Journeys.greet,
      "Scenarios/__snapshots__/greet/greeted.txt": Journeys.greetedGolden,
      "Scenarios/visits.yml": Journeys.visits,
    ])
    let run = journey(["run", sandbox.path("Scenarios")], in: sandbox)
    #expect(run.status == .invalidInput)
    #expect(
      run.output == """
        Scenarios/visits.yml:1:1: warning: not loaded: journey files are named '*.yaml'; rename it to 'visits.yaml'
        Scenarios/broken.yaml:3:5: error: unknown step 'tapp'; did you mean 'tap'?
        Scenarios/broken.yaml:4:11: error: 'wait' expects a duration such as 300ms, 1s or 2h; found 'soon'; a duration is a number and a unit (h, m, s or ms), or several from the largest unit down, such as 1.5s, 1m30s or 1h30m
        ✓ Scenarios/greet.yaml › Greets by name (…)

        1 passed, 0 failed, 1 invalid file

        """)
  }

  @Test func aFailureAndInvalidInputTogetherExitAsInvalidInput() throws {
    let sandbox = try Sandbox([
      "Scenarios/broken.yaml": "name: Broken\nsteps: [launch, { tapp: Greet }]\n",
      "Scenarios/farewell.yaml": Journeys.farewell,
    ])
    let run = journey(["run", sandbox.path("Scenarios")], in: sandbox)
    #expect(run.status == .invalidInput)
    #expect(run.output.hasSuffix("\n0 passed, 1 failed, 1 invalid file\n"))
  }

  @Test func journeysLeftOutAreSkipped() throws {
    let sandbox = try Sandbox([
      "Scenarios/greet.yaml": Journeys.greet,
      "Scenarios/visits.yaml": Journeys.visits,
      "Scenarios/__snapshots__/greet/greeted.txt": Journeys.greetedGolden,
    ])
    let run = journey(["run", "--tag", "slow", sandbox.path("Scenarios")], in: sandbox)
    #expect(run.status == .passed)
    #expect(
      run.output == """
        ✓ Scenarios/visits.yaml › Counts visits (…)

        1 passed, 0 failed, 1 skipped

        """)
  }

  @Test func aSelectionThatMatchesNothingIsInvalidInput() throws {
    let sandbox = try Sandbox(["Scenarios/greet.yaml": Journeys.greet])
    let run = journey(["run", "--filter", "Logout", "--tag", "smoke", sandbox.path("Scenarios")], in: sandbox)
    #expect(run.status == .invalidInput)
    #expect(
      run.output == """
        error: no journey matches --filter 'Logout' and --tag 'smoke'; 'journey list' shows every journey with its tags

        0 passed, 0 failed, 1 skipped

        """)
  }

  @Test func aPathThatNamesNothingIsInvalidInput() throws {
    let sandbox = try Sandbox()
    let run = journey(["run", sandbox.path("Nowhere")], in: sandbox)
    #expect(run.status == .invalidInput)
    #expect(
      run.output == """
        Nowhere:1:1: error: no such file or folder

        0 passed, 0 failed

        """)
  }

  @Test func aFolderWithoutJourneysIsInvalidInput() throws {
    let sandbox = try Sandbox(["Scenarios/README.md": "Journeys go here.\n"])
    let run = journey(["run", sandbox.path("Scenarios")], in: sandbox)
    #expect(run.status == .invalidInput)
    #expect(
      run.output == """
        Scenarios:1:1: warning: no journey files in this folder; journey files are named '*.yaml' (subflows, '*.subflow.yaml', run only through 'run' steps)
        error: no journeys found in 'Scenarios'; journey files are named '*.yaml'

        0 passed, 0 failed

        """)
  }

  @Test func resultsComeInFileOrderWhateverTheParallelism() throws {
    var files: [String: String] = [:]
    for number in 1...12 {
      let wait = (13 - number) * 100
      files["Scenarios/journey-\(number < 10 ? "0" : "")\(number).yaml"] = """
        name: Journey \(number)
        steps:
          - launch
          - wait: \(wait)ms
          - see: "Visits: \(number == 7 ? 2 : 1)"
        """
    }
    let sandbox = try Sandbox(files)
    let serial = journey(["run", "--parallel", "1", sandbox.path("Scenarios")], in: sandbox)
    let parallel = journey(["run", "--parallel", "4", sandbox.path("Scenarios")], in: sandbox)
    #expect(serial.status == .failed)
    #expect(parallel.status == .failed)
    #expect(parallel.output == serial.output)
    let lines = serial.output.split(separator: "\n").prefix(12).map(String.init)
    #expect(
      lines == (1...12).map { number in
        "\(number == 7 ? "✗" : "✓") Scenarios/journey-\(number < 10 ? "0" : "")\(number).yaml › Journey \(number) (…)"
      })
  }

  @Test func marksAreASCIIWhenTheLocaleIsNotUTF8() throws {
    let sandbox = try Sandbox(["Scenarios/visits.yaml": Journeys.visits])
    let run = journey(["run", sandbox.path("Scenarios")], in: sandbox, environment: [:])
    #expect(
      run.output == """
        PASS Scenarios/visits.yaml > Counts visits (…)

        1 passed, 0 failed

        """)
  }

  @Test func examplesRowsTakingOneSnapshotNameAreInvalid() throws {
    let table = """
      name: Greets everyone
      examples:
        - { name: Ada }
        - { name: Grace }
      steps:
        - launch
        - type: { text: "${name}", into: Name }
        - snapshot: typed
      """
    let sandbox = try Sandbox(["Scenarios/everyone.yaml": table])
    let run = journey(["run", sandbox.path("Scenarios")], in: sandbox)
    #expect(run.status == .invalidInput)
    #expect(
      run.output == """
        Scenarios/everyone.yaml:8:5: error: snapshot 'typed' is taken by examples rows 1 and 2, which would all write the golden file Scenarios/__snapshots__/everyone/typed.txt; put a variable in its name so that each row has its own, such as typed-${name}

        0 passed, 0 failed, 1 invalid file

        """)
    #expect(sandbox.filesWithoutToolState == ["Scenarios/everyone.yaml"])

    try sandbox.write(table.replacingOccurrences(of: "snapshot: typed", with: "snapshot: typed-${name}"), to: "Scenarios/everyone.yaml")
    let fixed = journey(["run", sandbox.path("Scenarios")], in: sandbox)
    #expect(fixed.status == .passed)
    #expect(
      sandbox.filesWithoutToolState == [
        "Scenarios/__snapshots__/everyone/typed-Ada.txt", "Scenarios/__snapshots__/everyone/typed-Grace.txt",
        "Scenarios/everyone.yaml",
      ])
  }

  @Test func warningsOfJourneysAreShown() throws {
    let sandbox = try Sandbox([
      "Scenarios/waiting.yaml": """
        name: Leaves a greeting in flight
        steps:
          - launch
          - tap: Greet
        """
    ])
    let run = journey(["run", sandbox.path("Scenarios")], in: sandbox)
    #expect(run.status == .passed)
    #expect(
      run.output == """
        ✓ Scenarios/waiting.yaml › Leaves a greeting in flight (…)

        Warnings:

        Scenarios/waiting.yaml:1:7: warning: the journey ended with 1 effect in flight and 1 timer pending:
          effect of .greetTapped, started at 0s, waiting on the clock
          timer at 500ms from an effect of .greetTapped
          let them finish with '- settle', or stop them in a step before the end

        1 passed, 0 failed

        """)
  }

  @Test func aGoldenThatCannotBeWrittenFailsItsJourney() throws {
    let sandbox = try Sandbox([
      "Scenarios/greet.yaml": Journeys.greet,
      "Scenarios/__snapshots__/greet": "a file where the snapshot folder should be\n",
    ])
    let run = journey(["run", sandbox.path("Scenarios")], in: sandbox)
    #expect(run.status == .failed)
    #expect(run.output.hasPrefix("✗ Scenarios/greet.yaml › Greets by name (…)\n\nFailures:\n\n1) Scenarios/greet.yaml › Greets by name\n"))
    #expect(run.output.contains("\nScenarios/greet.yaml:9:5: error: snapshot 'greeted': Scenarios/__snapshots__/greet/greeted.txt: cannot write the file: "))
    #expect(run.output.hasSuffix("\n0 passed, 1 failed\n"))
  }
}
