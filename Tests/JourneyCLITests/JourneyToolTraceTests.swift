import Foundation
import HarnessTestSupport
import JourneyCLI
import JourneySuite
import Testing

/// `journey run --trace` and `journey trace show|diff`, in-process against the greeter.
@Suite struct JourneyToolTraceTests {
  private let tracePath = ".journey/traces/Scenarios-farewell--says-goodbye--84aecf7c.json"

  @Test func aFailedJourneyKeepsItsTraceByDefaultAndTheConsoleNamesIt() throws {
    let sandbox = try Sandbox([
      "Scenarios/farewell.yaml": Journeys.farewell,
      "Scenarios/visits.yaml": Journeys.visits,
    ])
    let run = journey(["run", sandbox.path("Scenarios")], in: sandbox)
    #expect(run.status == .failed)
    #expect(run.output.contains("\n  trace: \(tracePath) (show it with 'journey trace show \(tracePath)')\n"))
    #expect(sandbox.files.filter { $0.hasPrefix(".journey/traces/") } == [tracePath])
  }

  @Test func aFailingTraceKeepsTheLastPassingRunsTraceBesideIt() throws {
    let passingFarewell = Journeys.farewell.replacingOccurrences(of: "Goodbye!", with: "Hello!")
    let sandbox = try Sandbox(["Scenarios/farewell.yaml": passingFarewell])
    #expect(journey(["run", "--trace", "on", sandbox.path("Scenarios")], in: sandbox).status == .passed)
    let passedPath = ".journey/traces/Scenarios-farewell--says-goodbye--84aecf7c.passed.json"
    let passing = try #require(sandbox.read(tracePath))
    try sandbox.write(Journeys.farewell, to: "Scenarios/farewell.yaml")

    let failing = journey(["run", sandbox.path("Scenarios")], in: sandbox)
    #expect(failing.status == .failed)
    #expect(sandbox.read(passedPath) == passing)
    #expect(
      failing.output.contains(
        "\n  trace: \(tracePath) (show it with 'journey trace show \(tracePath)'; compare it with the last passing "
          + "run's: 'journey trace diff \(passedPath) \(tracePath)')\n"))
    let diff = journey(["trace", "diff", passedPath, tracePath], in: sandbox)
    #expect(diff.status == .failed)
    #expect(diff.output.hasPrefix("The traces part at step 4: see \"Hello!\" (Scenarios/farewell.yaml:7:5)\n"))

    // A second failure keeps the passing trace, not the first failure's.
    _ = journey(["run", sandbox.path("Scenarios")], in: sandbox)
    #expect(sandbox.read(passedPath) == passing)
  }

  @Test func theHTMLReportShowsWhereAFailingJourneyPartedFromItsLastPassingRun() throws {
    let passingFarewell = Journeys.farewell.replacingOccurrences(of: "Goodbye!", with: "Hello!")
    let sandbox = try Sandbox(["Scenarios/farewell.yaml": passingFarewell])
    _ = journey(["run", "--trace", "on", sandbox.path("Scenarios")], in: sandbox)
    try sandbox.write(Journeys.farewell, to: "Scenarios/farewell.yaml")
    let passedPath = ".journey/traces/Scenarios-farewell--says-goodbye--84aecf7c.passed.json"
    let divergence = """
      <div class="divergence">
      <h3>Against the last passing run</h3>
      <p>The runs part at step 4: <span class="step-name">see "Goodbye!"</span> <span class="location">Scenarios/farewell.yaml:7:5</span></p>
      <h4>Step</h4><pre class="diff"><span class="removed">-last passing run: see "Hello!" (Scenarios/farewell.yaml:7:5)</span>
      <span class="added">+this run: see "Goodbye!" (Scenarios/farewell.yaml:7:5)</span></pre>
      <h4>Status</h4><pre class="diff"><span class="removed">-last passing run: passed</span>
      <span class="added">+this run: failed</span></pre>
      <p class="muted">The last passing run's trace is <code>\(passedPath)</code>.</p>
      </div>
      """

    let run = journey(["run", "--json", "run.json", "--html", "run.html", sandbox.path("Scenarios")], in: sandbox)
    #expect(run.status == .failed)
    #expect(sandbox.read("run.json")?.contains("\"lastPassedTrace\" : \"\(passedPath)\"") == true)
    let page = try #require(sandbox.read("run.html"))
    #expect(page.contains(divergence))
    #expect(page.contains(#""location":"Scenarios/farewell.yaml:7:5","parts":true,"pending":[]"#))

    let merge = journey(["merge-reports", "run.json", "--html", "merged.html"], in: sandbox)
    #expect(merge.status == .failed)
    #expect(sandbox.read("merged.html")?.contains(divergence) == true)
  }

  @Test func twoRunsGiveByteIdenticalTracesWithoutTheMachinesPaths() throws {
    let sandbox = try Sandbox([
      "Scenarios/farewell.yaml": Journeys.farewell,
      "Scenarios/greet.yaml": Journeys.greet,
    ])
    _ = journey(["run", "--trace", "on", "--trace-dir", "first", sandbox.path("Scenarios")], in: sandbox)
    _ = journey(["run", "--trace", "on", "--trace-dir", "second", sandbox.path("Scenarios")], in: sandbox)
    let names = ["Scenarios-farewell--says-goodbye--84aecf7c.json", "Scenarios-greet--greets-by-name--9fc5c983.json"]
    for name in names {
      let first = try #require(sandbox.read("first/" + name))
      #expect(first == sandbox.read("second/" + name))
      #expect(!first.contains(sandbox.root))
    }
    #expect(sandbox.files.filter { $0.hasPrefix("first/") } == names.map { "first/" + $0 })
  }

  @Test func everyExamplesRowKeepsATraceOfItsOwnHoweverLongAndAlikeTheirNames() throws {
    let long = String(repeating: "greets the person who typed their name ", count: 3)
    let sandbox = try Sandbox([
      "Scenarios/rows.yaml": """
        name: \(long)${who}
        steps:
          - launch
          - type: { text: "${who}", into: Name }
        examples:
          - { who: Ada }
          - { who: Grace }
        """
    ])
    let run = journey(["run", "--trace", "on", "--parallel", "2", sandbox.path("Scenarios")], in: sandbox)
    #expect(run.status == .passed, "\(run.output)")
    let slug = String(repeating: "greets-the-person-who-typed-their-name-", count: 3).prefix(80)
    #expect(
      sandbox.files.filter { $0.hasPrefix(".journey/traces/") } == [
        ".journey/traces/Scenarios-rows--\(slug)--row-1--d71ac407.json",
        ".journey/traces/Scenarios-rows--\(slug)--row-2--b76e88ef.json",
      ])
  }

  @Test func traceOffKeepsNothing() throws {
    let sandbox = try Sandbox(["Scenarios/farewell.yaml": Journeys.farewell])
    let run = journey(["run", "--trace", "off", sandbox.path("Scenarios")], in: sandbox)
    #expect(run.status == .failed)
    #expect(!run.output.contains("trace:"))
    #expect(!sandbox.exists(".journey/traces"))
  }

  @Test func showPrintsEveryStepWithWhatItDid() throws {
    let sandbox = try Sandbox(["Scenarios/farewell.yaml": Journeys.farewell])
    _ = journey(["run", sandbox.path("Scenarios")], in: sandbox)
    let show = journey(["trace", "show", tracePath], in: sandbox)
    #expect(show.status == .passed)
    #expect(show.output == Self.farewellTrace)
  }

  @Test func showPrintsOnlyTheStepsAskedFor() throws {
    let sandbox = try Sandbox(["Scenarios/farewell.yaml": Journeys.farewell])
    _ = journey(["run", sandbox.path("Scenarios")], in: sandbox)
    let show = journey(["trace", "show", tracePath, "--step", "4", "--step", "2"], in: sandbox)
    #expect(show.status == .passed)
    let parts = Self.farewellTrace.components(separatedBy: "\n\n")
    #expect(show.output == [parts[0], parts[2], parts[4]].joined(separator: "\n\n"))
    let past = journey(["trace", "show", tracePath, "--step", "5"], in: sandbox)
    #expect(past.status == .invalidInput)
    #expect(past.errors == "error: '\(tracePath)' has 4 steps; --step 5 is past its end\n")
    let zero = journey(["trace", "show", tracePath, "--step", "0"], in: sandbox)
    #expect(zero.status == .invalidInput)
    #expect(zero.errors.hasPrefix("Error: --step takes a step's number, from 1; found 0"))
  }

  @Test func diffShowsTheFirstStepWhereTwoTracesPart() throws {
    let sandbox = try Sandbox(["Scenarios/farewell.yaml": Journeys.farewell])
    _ = journey(["run", "--trace-dir", "before", sandbox.path("Scenarios")], in: sandbox)
    try sandbox.write(
      Journeys.farewell.replacingOccurrences(of: "- tap: Greet", with: "- type: { text: Ada, into: Name }\n  - tap: Greet"),
      to: "Scenarios/farewell.yaml")
    _ = journey(["run", "--trace-dir", "after", sandbox.path("Scenarios")], in: sandbox)
    let name = "Scenarios-farewell--says-goodbye--84aecf7c.json"
    let same = journey(["trace", "diff", "before/" + name, "before/" + name], in: sandbox)
    #expect(same.status == .passed)
    #expect(same.output == "The traces are the same: 4 steps.\n")
    let diff = journey(["trace", "diff", "before/" + name, "after/" + name], in: sandbox)
    #expect(diff.status == .failed)
    #expect(diff.output == Self.farewellDiff)
  }

  @Test func anUnreadableTraceIsInvalidInputAtItsLineAndColumn() throws {
    let sandbox = try Sandbox([
      "broken.json": "{\"format\": 1}",
      "cut.json": "{\n  \"file\" : \"a.yaml\",\n  \"format\" : 1,\n  \"name\" : ",
      "mistyped.json": "{\n  \"file\" : \"a.yaml\",\n  \"format\" : \"one\"\n}\n",
    ])
    let missing = journey(["trace", "show", "nothing.json"], in: sandbox)
    #expect(missing.status == .invalidInput)
    #expect(
      missing.errors
        == "error: cannot read the trace 'nothing.json': no such file; relative paths start at the working "
        + "folder, \(sandbox.root), so run from the folder this path starts at, or write it from \(sandbox.root)\n")
    let broken = journey(["trace", "show", "broken.json"], in: sandbox)
    #expect(broken.status == .invalidInput)
    #expect(broken.errors == "broken.json:1:1: error: not a journey trace: missing key 'file'\n")
    let cut = journey(["trace", "show", "cut.json"], in: sandbox)
    #expect(cut.status == .invalidInput)
    #expect(
      cut.errors
        == "cut.json:4:12: error: not a journey trace: not valid JSON: expected a value, found the end of the text\n")
    let mistyped = journey(["trace", "show", "mistyped.json"], in: sandbox)
    #expect(mistyped.status == .invalidInput)
    #expect(
      mistyped.errors == "mistyped.json:3:14: error: not a journey trace: at format: expected a number, found a string\n")
  }

  static let farewellTrace = """
    Scenarios/farewell.yaml › Says goodbye: failed, 500ms of virtual time

    1. launch at 0s, passed (Scenarios/farewell.yaml:4:5)
      actions:
        0s .launched sent
      state:
        (root):
          + name: ""
          + greeting: null
          + isGreeting: false
          + visits: 1
      screen:
        screen Greeter
          heading "Greeter"
          text field "Name" = "" placeholder "Your name"
          button "Greet"
          text "Visits: 1"

    2. tap "Greet" at 0s, passed (Scenarios/farewell.yaml:5:5)
      actions:
        0s .greetTapped sent
      state:
        isGreeting: false → true
      calls:
        greeter.greet {name: ""}
      pending:
        effect of .greetTapped, started at 0s, waiting on the clock
        timer at 500ms from an effect of .greetTapped
      screen:
        screen Greeter
          heading "Greeter"
          text field "Name" = "" placeholder "Your name"
          button "Greet" [disabled]
          text "Visits: 1"

    3. wait 500ms at 0s, passed (Scenarios/farewell.yaml:6:5)
      actions:
        500ms .greeted("Hello!") effect of .greetTapped
      state:
        greeting: null → Hello!
        isGreeting: true → false
      screen:
        screen Greeter
          heading "Greeter"
          text field "Name" = "" placeholder "Your name"
          button "Greet"
          text "Hello!"
          text "Visits: 1"

    4. see "Goodbye!" at 500ms, failed (Scenarios/farewell.yaml:7:5)
      screen:
        screen Greeter
          heading "Greeter"
          text field "Name" = "" placeholder "Your name"
          button "Greet"
          text "Hello!"
          text "Visits: 1"
      failure:
        Scenarios/farewell.yaml:7:5: error: see "Goodbye!": no visible text contains "Goodbye!". Visible texts: "Greeter", "Name", "Your name", "Greet", "Hello!", "Visits: 1"

    """

  static let farewellDiff = """
    The traces part at step 2: tap "Greet" (Scenarios/farewell.yaml:5:5)

    step:
      before/Scenarios-farewell--says-goodbye--84aecf7c.json: tap "Greet" (Scenarios/farewell.yaml:5:5)
      after/Scenarios-farewell--says-goodbye--84aecf7c.json: type "Ada" into "Name" (Scenarios/farewell.yaml:5:5)

    actions:
    --- before/Scenarios-farewell--says-goodbye--84aecf7c.json
    +++ after/Scenarios-farewell--says-goodbye--84aecf7c.json
    @@ -1 +1 @@
    -0s .greetTapped sent
    +0s .nameChanged("Ada") sent

    state:
    --- before/Scenarios-farewell--says-goodbye--84aecf7c.json
    +++ after/Scenarios-farewell--says-goodbye--84aecf7c.json
    @@ -1 +1 @@
    -isGreeting: false → true
    +name: "" → Ada

    calls:
    --- before/Scenarios-farewell--says-goodbye--84aecf7c.json
    +++ after/Scenarios-farewell--says-goodbye--84aecf7c.json
    @@ -1 +0,0 @@
    -greeter.greet {name: ""}

    pending:
    --- before/Scenarios-farewell--says-goodbye--84aecf7c.json
    +++ after/Scenarios-farewell--says-goodbye--84aecf7c.json
    @@ -1,2 +0,0 @@
    -effect of .greetTapped, started at 0s, waiting on the clock
    -timer at 500ms from an effect of .greetTapped

    screen:
    --- before/Scenarios-farewell--says-goodbye--84aecf7c.json
    +++ after/Scenarios-farewell--says-goodbye--84aecf7c.json
    @@ -1,5 +1,5 @@
     screen Greeter
       heading "Greeter"
    -  text field "Name" = "" placeholder "Your name"
    -  button "Greet" [disabled]
    +  text field "Name" = "Ada"
    +  button "Greet"
       text "Visits: 1"

    """
}
