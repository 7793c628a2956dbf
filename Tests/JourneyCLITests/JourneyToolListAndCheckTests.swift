import HarnessTestSupport
import JourneyCLI
import JourneySuite
import Testing

/// `journey list` and `journey check`, in-process against the greeter.
@Suite struct JourneyToolListAndCheckTests {
  private func sandbox() throws -> Sandbox {
    try Sandbox([
      "Scenarios/greet.yaml": Journeys.greet,
      "Scenarios/visits.yaml": Journeys.visits,
      "Scenarios/Farewells/farewell.yaml": Journeys.farewell,
    ])
  }

  @Test func listShowsEveryJourneyWithItsTags() throws {
    let sandbox = try sandbox()
    let list = journey(["list", sandbox.path("Scenarios")], in: sandbox)
    #expect(list.status == .passed)
    #expect(
      list.output == """
        Scenarios/Farewells/farewell.yaml › Says goodbye  [smoke]
        Scenarios/greet.yaml › Greets by name  [smoke]
        Scenarios/visits.yaml › Counts visits  [visits, slow]

        3 journeys

        """)
  }

  @Test(arguments: [
    (["--tag", "smoke and not slow"], ["Scenarios/Farewells/farewell.yaml › Says goodbye", "Scenarios/greet.yaml › Greets by name"]),
    (["--tag", "visits or slow"], ["Scenarios/visits.yaml › Counts visits"]),
    (["--filter", "visits"], ["Scenarios/visits.yaml › Counts visits"]),
    (["--filter", "Farewells/"], ["Scenarios/Farewells/farewell.yaml › Says goodbye"]),
    (["--filter", "^(Greets|Counts)"], ["Scenarios/greet.yaml › Greets by name", "Scenarios/visits.yaml › Counts visits"]),
    (["--filter", "goodbye", "--filter", "Greets"], ["Scenarios/Farewells/farewell.yaml › Says goodbye", "Scenarios/greet.yaml › Greets by name"]),
    (["--filter", "Says [good"], []),
  ])
  func listHonoursFilters(arguments: [String], identifiers: [String]) throws {
    let sandbox = try sandbox()
    let list = journey(["list"] + arguments + [sandbox.path("Scenarios")], in: sandbox)
    #expect(list.status == .passed)
    let lines = list.output.split(separator: "\n").map(String.init)
    #expect(lines.dropLast().map { $0.components(separatedBy: "  [").first ?? $0 } == identifiers)
    #expect(lines.last == "\(identifiers.count) journey\(identifiers.count == 1 ? "" : "s"), \(3 - identifiers.count) skipped")
  }

  @Test func shardsSplitTheListWithoutOverlap() throws {
    let sandbox = try sandbox()
    let shards = (1...2).map { index in
      journey(["list", "--shard", "\(index)/2", sandbox.path("Scenarios")], in: sandbox).output
        .split(separator: "\n").filter { $0.contains("›") }.map(String.init)
    }
    let all = journey(["list", sandbox.path("Scenarios")], in: sandbox).output
      .split(separator: "\n").filter { $0.contains("›") }.map(String.init)
    #expect(Set(shards[0]).isDisjoint(with: shards[1]))
    #expect(Set(shards[0] + shards[1]) == Set(all))
  }

  @Test func listReportsInvalidFiles() throws {
    let sandbox = try sandbox()
    try sandbox.write("name: Broken\nsteps: [lunch]\n", to: "Scenarios/broken.yaml")
    let list = journey(["list", "--tag", "slow", sandbox.path("Scenarios")], in: sandbox)
    #expect(list.status == .invalidInput)
    #expect(
      list.output == """
        Scenarios/broken.yaml:2:9: error: unknown step 'lunch'; did you mean 'launch'?
        Scenarios/visits.yaml › Counts visits  [visits, slow]

        1 journey, 2 skipped, 1 invalid file

        """)
  }

  @Test func checkPassesValidFiles() throws {
    let sandbox = try sandbox()
    let check = journey(["check", sandbox.path("Scenarios")], in: sandbox)
    #expect(check.status == .passed)
    #expect(check.output == "\n3 files, 3 journeys: no problems\n")
    #expect(sandbox.filesWithoutToolState.count == 3)
  }

  @Test func checkReportsEveryProblemOfEveryFileAgainstTheHost() throws {
    let sandbox = try Sandbox([
      "Scenarios/given.yaml": """
        name: Bad given
        given:
          visit: 2
          mocks:
            greeter.great: { answer: Hi }
        steps: [launch]
        """,
      "Scenarios/mocks.yaml": """
        name: Bad mocks
        given:
          visits: many
          mocks:
            greeter.greet: { error: unavailble }
        steps:
          - launch
          - mock: { greeter.greet: { answer: 42 } }
          - calls: { greter: [greet] }
          - calls: { greeter: [great] }
        """,
      "Scenarios/actions.yaml": """
        name: Bad actions
        steps:
          - launch
          - send: greetTaped
          - send: { action: nameChanged, payload: { text: Ada } }
          - send: visitsChanged
          - deepLink: greeter://hello
          - network: offline
          - tap: Greet
        """,
    ])
    let check = journey(["check", sandbox.path("Scenarios")], in: sandbox)
    #expect(check.status == .invalidInput)
    #expect(
      check.output == """
        Scenarios/actions.yaml:4:5: error: send greetTaped: unknown action 'greetTaped': no case 'greetTaped'; did you mean 'greetTapped'? Run 'journey describe' to list every action.
        Scenarios/actions.yaml:5:43: error: send nameChanged: invalid payload for action 'nameChanged': expected a string at the top level, found a mapping
        Scenarios/actions.yaml:6:5: error: send visitsChanged: action 'visitsChanged' carries values; give them as its payload, such as { action: visitsChanged, payload: … }
        Scenarios/actions.yaml:7:5: error: deepLink greeter://hello: this app does not support 'deepLink' steps: its journey host does not turn them into actions
        Scenarios/given.yaml:3:3: error: unknown key 'visit' at given; did you mean 'visits'?
        Scenarios/given.yaml:5:5: error: given: unknown endpoint 'great' of mock 'greeter'; did you mean 'greet'? Endpoints: greet
        Scenarios/mocks.yaml:3:11: error: expected an integer at given.visits, found a string
        Scenarios/mocks.yaml:5:29: error: given: unknown error 'unavailble' for greeter.greet at error; did you mean 'unavailable'? Errors: unavailable
        Scenarios/mocks.yaml:8:38: error: mock greeter.greet: invalid answer for greeter.greet: expected a string at answer, found a number
        Scenarios/mocks.yaml:9:14: error: calls: unknown mock 'greter'; did you mean 'greeter'? Mocks: greeter
        Scenarios/mocks.yaml:10:24: error: calls: unknown endpoint 'great' of mock 'greeter'; did you mean 'greet'? Endpoints: greet

        3 files, 0 journeys: 11 errors in 3 files

        """)
  }

  @Test func checkTakesTheHarnesssGivenKeysBesideTheHostsAndLocatesAWrongValue() throws {
    let sandbox = try Sandbox([
      "Scenarios/device.yaml": """
        name: The device
        given:
          visits: 2
          now: 2026-03-01T09:30:00+07:00
          timeZone: Asia/Ho_Chi_Minh
          locale: vi_VN
          network: offline
        steps:
          - launch
          - network: wifi
        """,
      "Scenarios/wrong.yaml": """
        name: A wrong device
        given:
          now: tomorrow
          timeZone: Europe/Berln
          locale: vi-VN
          network: 5g
          timezone: UTC
          weather: sunny
        steps: [launch]
        """,
    ])
    let check = journey(["check", sandbox.path("Scenarios")], in: sandbox)
    #expect(check.status == .invalidInput)
    #expect(
      check.output == """
        Scenarios/wrong.yaml:3:8: error: expected an ISO 8601 date-time like '2024-05-01T09:30:00Z' at given.now, found 'tomorrow'
        Scenarios/wrong.yaml:4:13: error: invalid value at given.timeZone: unknown time zone 'Europe/Berln'; expected an IANA identifier such as Asia/Ho_Chi_Minh, or an offset from UTC such as UTC+07:00; did you mean 'Europe/Berlin'?
        Scenarios/wrong.yaml:5:11: error: invalid value at given.locale: unknown locale 'vi-VN'; expected an identifier such as de_DE or vi_VN, language and region; did you mean 'vi_VN'?
        Scenarios/wrong.yaml:6:12: error: unknown value '5g' at given.network; expected one of: offline, wifi, cellular, ethernet
        Scenarios/wrong.yaml:7:3: error: unknown key 'timezone' at given; did you mean 'timeZone'?
        Scenarios/wrong.yaml:8:3: error: unknown key 'weather' at given; expected one of: visits, now, timeZone, locale, network

        2 files, 1 journey: 6 errors in 1 file

        """)
  }

  @Test func checkFindsEveryProblemOfAMockBehaviour() throws {
    let sandbox = try Sandbox([
      "Scenarios/mock.yaml": """
        name: Three problems in one behaviour
        given:
          mocks:
            greeter.greet: { error: unavailble, latency: 3 parsecs, retries: 2 }
        steps: [launch]
        """
    ])
    let check = journey(["check", sandbox.path("Scenarios")], in: sandbox)
    #expect(check.status == .invalidInput)
    #expect(
      check.output == """
        Scenarios/mock.yaml:4:29: error: given: unknown error 'unavailble' for greeter.greet at error; did you mean 'unavailable'? Errors: unavailable
        Scenarios/mock.yaml:4:50: error: given: expected a duration like '300ms', '1.5s', '2m' or '1h30m' at greeter.greet.latency, found '3 parsecs'
        Scenarios/mock.yaml:4:61: error: given: unknown key 'retries' at greeter.greet; expected one of: answer, error, sequence, latency

        1 file, 0 journeys: 3 errors in 1 file

        """)
  }

  @Test func checkTakesALatencyAloneAndLocatesAnEmptyBehaviour() throws {
    let sandbox = try Sandbox([
      "Scenarios/latency.yaml": """
        name: A latency alone keeps the default answer
        given:
          mocks:
            greeter.greet: { latency: 200ms..2s }
        steps:
          - launch
          - mock: { greeter.greet: { sequence: [{ error: unavailable }, { latency: 1s }] } }
          - mock: { greeter.greet: {} }
        """
    ])
    let check = journey(["check", sandbox.path("Scenarios")], in: sandbox)
    #expect(check.status == .invalidInput)
    #expect(
      check.output == """
        Scenarios/latency.yaml:8:28: error: mock greeter.greet: invalid value at greeter.greet: a mock behaviour needs one of 'answer', 'error' or 'sequence', or 'latency' alone to keep the endpoint's default outcome

        1 file, 0 journeys: 1 error in 1 file

        """)
  }

  @Test func checkFindsEveryProblemOfAFileAtOnce() throws {
    let sandbox = try Sandbox([
      "Scenarios/many.yaml": """
        name: Many problems
        given:
          vist: 1
          visits: many
        steps:
          - launch
          - receive: [greetd]
          - calls: { greeter: [{ greet: { nam: Ada, tone: warm } }] }
          - expect: { greting: null }
          - send: visitsChanged
          - tapp: Greet
        """
    ])
    let check = journey(["check", sandbox.path("Scenarios")], in: sandbox)
    #expect(check.status == .invalidInput)
    #expect(
      check.output == """
        Scenarios/many.yaml:3:3: error: unknown key 'vist' at given; expected one of: visits, now, timeZone, locale, network
        Scenarios/many.yaml:4:11: error: expected an integer at given.visits, found a string
        Scenarios/many.yaml:7:15: error: receive: no action of the app matches 'greetd'; did you mean 'greeted'? Run 'journey describe' to list every action.
        Scenarios/many.yaml:8:35: error: calls: greeter.greet has no argument 'nam'; its arguments are name; did you mean 'name'?
        Scenarios/many.yaml:8:45: error: calls: greeter.greet has no argument 'tone'; its arguments are name
        Scenarios/many.yaml:9:15: error: expect: the state has no key 'greting'; did you mean 'greeting'? Run 'journey describe' to list the state's paths.
        Scenarios/many.yaml:10:5: error: send visitsChanged: action 'visitsChanged' carries values; give them as its payload, such as { action: visitsChanged, payload: … }
        Scenarios/many.yaml:11:5: error: unknown step 'tapp'; did you mean 'tap'?

        1 file, 0 journeys: 8 errors in 1 file

        """)
  }

  @Test func checkFindsANotReceivedActionAndACountedEndpointTheAppDoesNotHave() throws {
    let sandbox = try Sandbox([
      "Scenarios/unknown.yaml": """
        name: Names the app does not have
        steps:
          - launch
          - notReceive: [greeted, greetd]
          - calls: { greeter: { count: { greet: 0, great: 1 } } }
        """
    ])
    let check = journey(["check", sandbox.path("Scenarios")], in: sandbox)
    #expect(check.status == .invalidInput)
    #expect(
      check.output == """
        Scenarios/unknown.yaml:4:27: error: notReceive: no action of the app matches 'greetd'; did you mean 'greeted'? Run 'journey describe' to list every action.
        Scenarios/unknown.yaml:5:44: error: calls: unknown endpoint 'great' of mock 'greeter'; did you mean 'greet'? Endpoints: greet

        1 file, 0 journeys: 2 errors in 1 file

        """)
  }

  @Test func anUnknownActionWithNothingCloseListsTheNearest() throws {
    let sandbox = try Sandbox([
      "Scenarios/far.yaml": """
        name: Far from every name
        steps:
          - launch
          - send: nameSet
          - receive: [nameSet]
          - expect: { visitCount: 1 }
        """
    ])
    let check = journey(["check", sandbox.path("Scenarios")], in: sandbox)
    #expect(check.status == .invalidInput)
    #expect(
      check.output == """
        Scenarios/far.yaml:4:5: error: send nameSet: unknown action 'nameSet': no case 'nameSet'; the nearest is 'nameChanged'. Run 'journey describe' to list every action.
        Scenarios/far.yaml:5:15: error: receive: no action of the app matches 'nameSet'; the nearest is 'nameChanged'. Run 'journey describe' to list every action.
        Scenarios/far.yaml:6:15: error: expect: the state has no key 'visitCount'; its keys are name, greeting, isGreeting and visits. Run 'journey describe' to list the state's paths.

        1 file, 0 journeys: 3 errors in 1 file

        """)
  }

  @Test func longUnknownNamesCostInProportionToTheNamesTheyAreComparedWith() throws {
    // Names of 70 KB, 1 MB of them in all: compared character by character with every name of
    // the app, as suggestions once were, they took minutes to check.
    func long(_ number: Int) -> String { "n\(number)" + String(repeating: "greetTapped", count: 6_400) }
    var steps = ["  - launch"]
    for number in stride(from: 0, to: 12, by: 4) {
      steps += [
        "  - ? \(long(number))\n    : x", "  - send: \(long(number + 1))", "  - receive: [\(long(number + 2))]",
        "  - expect:\n      ? \(long(number + 3))\n      : 1",
      ]
    }
    var files = ["Scenarios/names.yaml": "name: Long names\nsteps:\n" + steps.joined(separator: "\n") + "\n"]
    for number in 0..<7 {
      files["Labels/tap-\(number).yaml"] = "name: Taps\nsteps:\n  - launch\n  - tap: \(long(number))\n"
      files["Labels/see-\(number).yaml"] = "name: Sees\nsteps:\n  - launch\n  - see: \(long(number))\n"
    }
    let sandbox = try Sandbox(files)

    var check: ToolRun?
    let checking = ContinuousClock().measure { check = journey(["check", sandbox.path("Scenarios")], in: sandbox) }
    #expect(check?.status == .invalidInput)
    #expect(check.map { $0.output.split(separator: "\n").last } == "1 file, 0 journeys: 12 errors in 1 file")
    #expect(checking < .seconds(10), "\(checking)")

    var run: ToolRun?
    let running = ContinuousClock().measure {
      run = journey(["run", "--trace", "off", sandbox.path("Labels")], in: sandbox)
    }
    #expect(run?.status == .failed)
    #expect(run.map { $0.output.split(separator: "\n").last } == "0 passed, 14 failed")
    #expect(running < .seconds(10), "\(running)")
  }

  @Test func checkReportsAKeyInsideAMappingAtThatKey() throws {
    let sandbox = try Sandbox([
      "Scenarios/nested.yaml": """
        name: Nested keys
        given:
          mocks:
            greeter.greet: { answer: Hi, latncy: 1s }
        steps:
          - launch
          - mock:
              greeter.greet:
                sequence:
                  - answer: Hi
                    bogus: 1
          - expect: { xyzzy: 1 }
          - receive: [bogus]
        """
    ])
    let check = journey(["check", sandbox.path("Scenarios")], in: sandbox)
    #expect(check.status == .invalidInput)
    #expect(
      check.output == """
        Scenarios/nested.yaml:4:34: error: given: unknown key 'latncy' at greeter.greet; did you mean 'latency'?
        Scenarios/nested.yaml:11:13: error: mock greeter.greet: unknown key 'bogus' at greeter.greet.sequence[0]; expected one of: answer, error, sequence, latency
        Scenarios/nested.yaml:12:15: error: expect: the state has no key 'xyzzy'; its keys are name, greeting, isGreeting and visits. Run 'journey describe' to list the state's paths.
        Scenarios/nested.yaml:13:15: error: receive: no action of the app matches 'bogus'. Run 'journey describe' to list every action.

        1 file, 0 journeys: 4 errors in 1 file

        """)
  }

  @Test func checkReadsInvariantsFilesNamedOrInTheFoldersNamedAndRunDoesNot() throws {
    let invariants = """
      invariants:
        - name: Greeted once
          when:
            - expect: { greting: null }
          check:
            - see: Hello
        - name: Acts
          check:
            - tap: Greet
            - expect: { visitz: 1 }
      """
    let sandbox = try Sandbox([
      "Scenarios/greet.yaml": "name: Greet\nsteps:\n  - launch\n",
      "Scenarios/app.invariants.yaml": invariants,
    ])
    let problems = """
      Scenarios/app.invariants.yaml:4:19: error: expect: the state has no key 'greting'; did you mean 'greeting'? Run 'journey describe' to list the state's paths.
      Scenarios/app.invariants.yaml:9:9: error: 'check' takes steps that only look (see, notSee, screen, element, expect or stored); 'tap' acts on the app
      Scenarios/app.invariants.yaml:10:19: error: expect: the state has no key 'visitz'; did you mean 'visits'? Run 'journey describe' to list the state's paths.
      """
    let folder = journey(["check", sandbox.path("Scenarios")], in: sandbox)
    #expect(folder.status == .invalidInput)
    #expect(folder.output == problems + "\n\n1 file, 1 journey, 1 invariants file: 3 errors in 1 file\n")
    let file = journey(["check", sandbox.path("Scenarios/app.invariants.yaml")], in: sandbox)
    #expect(file.status == .invalidInput)
    #expect(file.output == problems + "\n\n0 files, 0 journeys, 1 invariants file: 3 errors in 1 file\n")
    let run = journey(["run", sandbox.path("Scenarios/app.invariants.yaml")], in: sandbox)
    #expect(run.status == .invalidInput)
    #expect(
      run.output.contains(
        "Scenarios/app.invariants.yaml:1:1: error: this is an invariants file; it is read by 'explore --invariants' and checked by 'check'"))
  }
}
