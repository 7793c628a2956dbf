import Foundation
import JourneyModel
import JourneyRunner
import Testing
import ValueCoding

@Suite struct AppDriverJourneyTests {
  let start = StepKind.tap(ElementReference(label: "Start"))

  // MARK: Given

  @Test func givenSetsTheDevicesClockTimeZoneAndLocaleOnAHostThatDeclaresNoKeys() throws {
    let given = Given(
      app: LocatedValue([
        "now": "2026-03-01T09:30:00+07:00", "timeZone": "Asia/Ho_Chi_Minh", "locale": "vi_VN", "network": "offline",
      ]))
    let result = JourneyRunner(host: ClockHost(), snapshots: InMemorySnapshotStore(goldens: [:])).run(
      counterJourney(
        .launch,
        .expect([
          try expectation("launchedAt", .equals("2026-03-01T02:30:00Z"), line: 6),
          try expectation("timeZone", .equals("Asia/Ho_Chi_Minh"), line: 7),
          try expectation("calendarTimeZone", .equals("Asia/Ho_Chi_Minh"), line: 8),
          try expectation("locale", .equals("vi_VN"), line: 9),
          try expectation("calendarLocale", .equals("vi_VN"), line: 10),
        ]),
        given: given))
    #expect(result.failure == nil, "\(result.failure?.description ?? "")")
  }

  @Test func everyRunOfAHostWithoutDataReadsTheTimeZoneAndLocaleItsOwnGivenSets() throws {
    let runner = JourneyRunner(host: DatalessClockHost(), snapshots: InMemorySnapshotStore(goldens: [:]))
    let devices: [(given: Value, timeZone: String, locale: String)] = [
      (["timeZone": "Asia/Ho_Chi_Minh", "locale": "vi_VN"], "Asia/Ho_Chi_Minh", "vi_VN"),
      // The runtime's own: UTC, as Foundation names it.
      ([:], TimeZone(identifier: "UTC")!.identifier, "en_US_POSIX"),
      (["timeZone": "Europe/Paris"], "Europe/Paris", "en_US_POSIX"),
    ]
    for device in devices {
      let result = runner.run(
        counterJourney(
          .launch,
          .expect([
            try expectation("timeZone", .equals(.string(device.timeZone)), line: 5),
            try expectation("calendarTimeZone", .equals(.string(device.timeZone)), line: 6),
            try expectation("locale", .equals(.string(device.locale)), line: 7),
          ]),
          given: Given(app: LocatedValue(device.given))))
      #expect(result.failure == nil, "\(result.failure?.description ?? "")")
    }
  }

  @Test func aRunOfAHostWithoutDataReadsNoDependencyThatOnlyAnEarlierRunSet() throws {
    let runner = JourneyRunner(host: OfflineDeviceNameHost(), snapshots: InMemorySnapshotStore(goldens: [:]))
    let devices: [(given: Value, name: String)] = [
      (["network": "offline"], "An offline device"),
      ([:], "A device"),
      (["network": "offline"], "An offline device"),
    ]
    for device in devices {
      let result = runner.run(
        counterJourney(
          .launch,
          .expect([try expectation("deviceName", .equals(.string(device.name)), line: 5)]),
          given: Given(app: LocatedValue(device.given))))
      #expect(result.failure == nil, "\(result.failure?.description ?? "")")
    }
  }

  @Test func aRelaunchOfAHostWithoutDataReadsTheDependenciesItsWorldSetsThen() throws {
    let result = JourneyRunner(host: OfflineDeviceNameHost(), snapshots: InMemorySnapshotStore(goldens: [:])).run(
      counterJourney(
        .launch,
        .expect([try expectation("deviceName", .equals("An offline device"), line: 5)]),
        .network(.wifi),
        .relaunch,
        .expect([try expectation("deviceName", .equals("A device"), line: 8)]),
        given: Given(app: LocatedValue(["network": "offline"]))))
    #expect(result.failure == nil, "\(result.failure?.description ?? "")")
  }

  @Test func givenNetworkPutsTheWorldOfAHostWithoutANetworkActionOffline() {
    let runner = JourneyRunner(host: MinimalCounterHost(), snapshots: InMemorySnapshotStore(goldens: [:]))
    let result = runner.run(
      counterJourney(
        .launch, .wait(.seconds(2)), .notSee("Goal"), .tap(ElementReference(label: "Save")), .see("Could not save"),
        given: Given(app: LocatedValue(["network": "offline"]))))
    #expect(result.failure == nil, "\(result.failure?.description ?? "")")
  }

  @Test func theHostsOwnKeysWorkBesideTheHarnesss() throws {
    let given = Given(app: LocatedValue(["count": 3, "now": "2026-03-01T09:30:00Z", "network": "offline"]))
    let result = run(
      counterJourney(
        .launch, .see("Count: 3"),
        .expect([try expectation("launchedAt", .equals("2026-03-01T09:30:00Z"), line: 6)]),
        .tap(ElementReference(label: "Save")), .see("Could not save"),
        given: given))
    #expect(result.failure == nil, "\(result.failure?.description ?? "")")
  }

  @Test func theHostsStartDateComesBeforeGivenNow() throws {
    let host = ClockHost(hostStartDate: Date(timeIntervalSince1970: 0))
    let result = JourneyRunner(host: host, snapshots: InMemorySnapshotStore(goldens: [:])).run(
      counterJourney(
        .launch, .expect([try expectation("launchedAt", .equals("1970-01-01T00:00:00Z"), line: 5)]),
        given: Given(app: LocatedValue(["now": "2026-03-01T09:30:00Z"]))))
    #expect(result.failure == nil, "\(result.failure?.description ?? "")")
  }

  @Test func aWrongValueOrAnUnknownKeyOfGivenFailsBeforeTheFirstStepWhereItIsWritten() {
    let runner = JourneyRunner(host: ClockHost(), snapshots: InMemorySnapshotStore(goldens: [:]))
    let now = runner.run(
      counterJourney(
        .launch,
        given: Given(app: LocatedValue(["now": "yesterday"], locations: [ValuePath([.key("now")]): at(3, 8)]))))
    #expect(
      now.failure?.message == "expected an ISO 8601 date-time like '2024-05-01T09:30:00Z' at given.now, found 'yesterday'")
    #expect(now.failure?.location == at(3, 8))
    let key = runner.run(
      counterJourney(
        .launch,
        given: Given(app: LocatedValue(["timezone": "UTC"], keyLocations: [ValuePath([.key("timezone")]): at(3, 3)]))))
    #expect(key.failure?.message == "unknown key 'timezone' at given; did you mean 'timeZone'?")
    #expect(key.failure?.location == at(3, 3))
  }

  // MARK: Lifecycle

  @Test func launchBuildsTheAppFromGivenAndSendsTheLaunchAction() throws {
    let given = Given(app: LocatedValue(["count": 5]))
    let result = run(
      counterJourney(
        .launch, .see("Count: 5"), .notSee("Goal"), .wait(.seconds(1)), .see("Goal: 10"),
        given: given))
    #expect(result.status == .passed)
    #expect(result.failure == nil)
  }

  @Test func aStepThatNeedsTheAppFailsBeforeLaunch() {
    let result = run(counterJourney(.mock([]), start, .launch))
    #expect(result.failure?.message == "the app is not running; add '- launch' before this step")
    #expect(result.failure?.location == at(5))
    #expect(result.failure?.phase == .step(Step(start, at: at(5))))
    #expect(result.failure?.screen == nil)
    #expect(result.stepStatuses == [.passed, .failed, .skipped])
  }

  @Test func launchingTwiceFails() {
    let result = run(counterJourney(.launch, .launch))
    #expect(result.failure?.message == "the app is already running; use '- relaunch' to start it again")
    #expect(result.failure?.location == at(5))
  }

  @Test func relaunchKeepsTheWorldAndStartsTheAppFresh() throws {
    let result = run(
      counterJourney(
        .launch, start, .wait(.seconds(3)), .background, .relaunch,
        .see("Count: 3"),
        .expect([
          try expectation("isRunning", .equals(false), line: 10),
          try expectation("launchedAt", .equals("2026-01-01T00:00:03Z"), line: 11),
          try expectation("launchID", .equals("00000000-0000-0000-0000-000000000001"), line: 12),
        ]),
        .wait(.seconds(2)), .see("Count: 3"),
        .calls([
          CallsExpectation(
            mock: "backend",
            calls: [ExpectedCall(endpoint: "fetchGoal", location: at(15)), ExpectedCall(endpoint: "fetchGoal", location: at(16))],
            location: at(14))
        ])))
    #expect(result.failure == nil)
    #expect(result.steps.map(\.startTime) == [0, 0, 0, 3, 3, 3, 3, 3, 5, 5].map(Duration.seconds))
    #expect(result.virtualDuration == .seconds(5))
  }

  @Test func theSeedComesFromTheOptionsAndMovesOnWithEachLaunch() throws {
    let luckyNumber = StateDump.paths([try ValuePath(parsing: "luckyNumber")])
    let journey = counterJourney(
      .launch, .snapshot(SnapshotRequest(name: "first", state: luckyNumber)),
      .relaunch, .snapshot(SnapshotRequest(name: "second", state: luckyNumber)))
    /// The numbers drawn at the first launch and the relaunch, as the snapshots show them.
    func luckyNumbers(seed: UInt64) -> [String] {
      run(journey, options: RunOptions(seed: seed, snapshotPolicy: .recordAll)).snapshots.map {
        String($0.actual.split(separator: "\n").last ?? "")
      }
    }
    let first = luckyNumbers(seed: 1)
    #expect(first.count == 2)
    #expect(first[0] != first[1])
    #expect(luckyNumbers(seed: 1) == first)
    #expect(luckyNumbers(seed: 2) != first)
  }

  @Test func relaunchBeforeLaunchFails() {
    let result = run(counterJourney(.relaunch))
    #expect(result.failure?.message == "the app is not running; add '- launch' before this step")
  }

  @Test func backgroundAndForegroundSendTheLifecycleActions() throws {
    let result = run(
      counterJourney(
        .launch, .send(ActionReference(path: "counter.setCount", payload: LocatedValue(4))), .background,
        .foreground, .wait(.seconds(1)),
        .calls([
          CallsExpectation(
            mock: "backend",
            calls: [ExpectedCall(endpoint: "fetchGoal", location: at(10)), ExpectedCall(endpoint: "fetchGoal", location: at(11))],
            location: at(9))
        ]),
        .relaunch, .see("Count: 4")))
    #expect(result.failure == nil)
  }

  @Test func aHostWithoutLifecycleActionsFailsBackgroundAndForeground() {
    let runner = JourneyRunner(host: MinimalCounterHost(), snapshots: InMemorySnapshotStore(goldens: [:]))
    let background = runner.run(counterJourney(.launch, .background))
    #expect(background.failure?.message == "this app does not handle 'background': its journey host has no background action")
    let foreground = runner.run(counterJourney(.launch, .foreground))
    #expect(foreground.failure?.message == "this app does not handle 'foreground': its journey host has no foreground action")
  }

  @Test func aHostWithoutALaunchActionStillLaunchesAndRelaunches() {
    let runner = JourneyRunner(host: MinimalCounterHost(), snapshots: InMemorySnapshotStore(goldens: [:]))
    let result = runner.run(
      counterJourney(.launch, .wait(.seconds(2)), .notSee("Goal"), start, .relaunch, .see("Count: 0")))
    #expect(result.failure == nil)
    #expect(result.warnings.isEmpty)
  }

  // MARK: A person

  @Test func tapSendsTheActionOfTheElement() {
    let result = run(counterJourney(.launch, start, .wait(.milliseconds(2500)), .see("Count: 2")))
    #expect(result.failure == nil)
  }

  @Test func tapFailsWithTheLabelsOnScreen() {
    let result = run(counterJourney(.launch, .tap(ElementReference(label: "Strat"))))
    #expect(
      result.failure?.message
        == """
        no element labelled "Strat" on screen Counter; did you mean "Start"? Labels on screen Counter: \
        "About", "Label", "Sound", "Step", "Start", "Stop", "Reset", "Save", "History", "Leak"
        """)
    #expect(result.failure?.location == at(5))
  }

  @Test func tapFailsOnADisabledButton() {
    let result = run(counterJourney(.launch, .tap(ElementReference(label: "Stop"))))
    #expect(result.failure?.message == "cannot tap button \"Stop\": it is disabled")
  }

  @Test func typeAppendsToTheFieldAndClearEmptiesIt() throws {
    let result = run(
      counterJourney(
        .launch,
        .type(text: "Kitchen", into: ElementReference(label: "Label")),
        .type(text: " timer", into: ElementReference(label: "Label")),
        .expect([try expectation("label", .equals("Kitchen timer"), line: 7)]),
        .clear(ElementReference(label: "Label")),
        .expect([try expectation("label", .equals(""), line: 9)])))
    #expect(result.failure == nil)
  }

  @Test func typeFailsIntoSomethingThatIsNotAField() {
    let result = run(counterJourney(.launch, .type(text: "x", into: ElementReference(label: "Sound"))))
    #expect(result.failure?.message == "cannot type into toggle \"Sound\"; tap or switch it")
  }

  @Test func clearFailsOnSomethingThatIsNotAField() {
    let result = run(counterJourney(.launch, .clear(ElementReference(label: "Save"))))
    #expect(result.failure?.message == "cannot clear button \"Save\"; tap it")
  }

  @Test func toggleFlipsOrSetsASwitch() throws {
    let sound = ElementReference(label: "Sound")
    let result = run(
      counterJourney(
        .launch, .toggle(sound, to: nil),
        .expect([try expectation("isSoundOn", .equals(true), line: 6)]),
        .toggle(sound, to: false),
        .expect([try expectation("isSoundOn", .equals(false), line: 8)])))
    #expect(result.failure == nil)
  }

  @Test func settingAToggleToWhatItShowsDoesNothing() throws {
    let sound = ElementReference(label: "Sound")
    let result = run(
      counterJourney(
        .launch, .toggle(sound, to: false), .toggle(sound, to: true), .toggle(sound, to: true),
        .expect([try expectation("isSoundOn", .equals(true), line: 7)])))
    #expect(result.failure == nil)
  }

  @Test func selectPicksAnOption() {
    let result = run(
      counterJourney(
        .launch, .select(option: "5", in: ElementReference(label: "Step")), start, .wait(.seconds(2)),
        .see("Count: 10")))
    #expect(result.failure == nil)
  }

  @Test func selectFailsForAnUnknownOption() {
    let result = run(counterJourney(.launch, .select(option: "50", in: ElementReference(label: "Step"))))
    #expect(result.failure?.message == "picker \"Step\" has no option \"50\"; did you mean \"5\"? Options: \"1\", \"5\", \"10\"")
  }

  @Test func backLeavesAPushedScreen() {
    let result = run(
      counterJourney(
        .launch, .tap(ElementReference(label: "History")), .screen("History"), .see("No resets yet"),
        .back, .screen("Counter")))
    #expect(result.failure == nil)
  }

  @Test func backFailsWithoutABackButton() {
    let result = run(counterJourney(.launch, .back))
    #expect(result.failure?.message == "screen Counter has no back button")
  }

  @Test func dismissClosesASheet() {
    let result = run(
      counterJourney(
        .launch, .tap(ElementReference(label: "About")), .see("Counter 1.0"), .dismiss, .notSee("Counter 1.0")))
    #expect(result.failure == nil)
  }

  @Test func dismissFailsWithNothingPresented() {
    let result = run(counterJourney(.launch, .dismiss))
    #expect(result.failure?.message == "nothing is presented on top of screen Counter, so there is nothing to dismiss")
  }

  @Test func answerChoosesAButtonOfTheAlert() throws {
    let result = run(
      counterJourney(
        .launch, .send(ActionReference(path: "counter.setCount", payload: LocatedValue(8))),
        .tap(ElementReference(label: "Reset")), .see("The count goes back to 0."), .answer(button: "Reset"),
        .expect([try expectation("count", .equals(0), line: 9), try expectation("history", .equals([8]), line: 10)])))
    #expect(result.failure == nil)
  }

  @Test func answerFailsWithTheAlertsButtons() {
    let result = run(
      counterJourney(.launch, .tap(ElementReference(label: "Reset")), .answer(button: "Maybe")))
    #expect(
      result.failure?.message
        == "no element labelled \"Maybe\" on alert \"Reset counter?\". Labels on alert \"Reset counter?\": \"Reset\", \"Cancel\"")
  }

  @Test func answerFailsWithoutAnAlert() {
    let result = run(counterJourney(.launch, .answer(button: "Reset")))
    #expect(result.failure?.message == "no alert or confirmation dialog is up on screen Counter, so there is nothing to answer")
  }

  // MARK: Refused interactions

  @Test func aRefusedInteractionPassesAndTheJourneyGoesOn() {
    let stop = StepKind.tap(ElementReference(label: "Stop"))
    let result = run(
      counterJourney(
        .launch, .refused(stop, message: "disabled"),
        .refused(.type(text: "x", into: ElementReference(label: "Sound")), message: "tap or switch it"),
        .refused(.answer(button: "OK"), message: "nothing to answer"),
        .see("Count: 0")))
    #expect(result.failure == nil)
    #expect(result.stepStatuses == [.passed, .passed, .passed, .passed, .passed])
  }

  @Test func aRefusalFailsWhenTheInteractionIsTakenNamingTheActionSent() {
    let result = run(counterJourney(.launch, .refused(start, message: "disabled"), .see("Count: 0")))
    #expect(
      result.failure?.message
        == """
        expected tap "Start" to be refused with a message containing "disabled"; it was not: it sent \
        .counter(.startTapped)
        """)
    #expect(result.failure?.location == at(5))
    #expect(result.failure?.recentActions.last?.action == ".counter(.startTapped)")
  }

  @Test func aRefusalFailsOnAnotherMessageShowingIt() {
    let result = run(counterJourney(.launch, .refused(.tap(ElementReference(label: "Strat")), message: "disabled")))
    #expect(
      result.failure?.message
        == """
        expected tap "Strat" to be refused with a message containing "disabled"; it was refused with: \
        no element labelled "Strat" on screen Counter; did you mean "Start"? Labels on screen Counter: \
        "About", "Label", "Sound", "Step", "Start", "Stop", "Reset", "Save", "History", "Leak"
        """)
  }

  @Test func aRefusalFailsWhenTheToggleAlreadyShowsWhatItAsks() {
    let result = run(
      counterJourney(.launch, .refused(.toggle(ElementReference(label: "Sound"), to: false), message: "off")))
    #expect(
      result.failure?.message
        == """
        expected toggle "Sound" off to be refused with a message containing "off"; it was not: the toggle \
        already shows what it asks for, so it sent nothing
        """)
  }

  @Test func onlyAPersonsInteractionCanBeRefused() {
    let result = run(counterJourney(.launch, .refused(.launch, message: "running")))
    #expect(result.failure?.message == "'launch' is not a person's interaction, so it cannot be refused")
  }

  // MARK: The world

  @Test func deepLinkSendsTheHostsAction() {
    let result = run(counterJourney(.launch, .deepLink(url: "counter://count/7"), .see("Count: 7")))
    #expect(result.failure == nil)
  }

  @Test func deepLinkFailsWithTheHostsError() {
    let result = run(counterJourney(.launch, .deepLink(url: "counter://other")))
    #expect(result.failure?.message == "unknown link 'counter://other'; the counter opens counter://count/<number>")
  }

  @Test func aDeepLinkFailsOnAHostThatDoesNotSupportIt() {
    let runner = JourneyRunner(host: MinimalCounterHost(), snapshots: InMemorySnapshotStore(goldens: [:]))
    let deepLink = runner.run(counterJourney(.launch, .deepLink(url: "counter://count/7")))
    #expect(
      deepLink.failure?.message
        == "this app does not support 'deepLink' steps: its journey host does not turn them into actions")
  }

  @Test func networkTakesTheWorldOfflineAndBackOnAHostWithoutANetworkAction() {
    let runner = JourneyRunner(host: MinimalCounterHost(), snapshots: InMemorySnapshotStore(goldens: [:]))
    let save = StepKind.tap(ElementReference(label: "Save"))
    let result = runner.run(
      counterJourney(
        .launch, .network(.offline), save, .see("Could not save"), .notSee("You're offline"),
        .relaunch, save, .see("Could not save"),
        .network(.wifi), save, .wait(.seconds(1)), .see("Saved 0")))
    #expect(result.failure == nil, "\(result.failure?.description ?? "")")
  }

  @Test func networkSendsTheHostsAction() {
    let result = run(
      counterJourney(.launch, .network(.offline), .see("You're offline"), .network(.wifi), .notSee("offline")))
    #expect(result.failure == nil)
  }

  @Test func offlineTheWorldsNetworkMocksFailUnlessTheJourneySetThem() throws {
    let save = StepKind.tap(ElementReference(label: "Save"))
    let answer = MockChange(
      mock: "backend", endpoint: "save", behavior: LocatedValue(["answer": nil]), location: at(9))
    let result = run(
      counterJourney(
        .launch, .network(.offline), save, .see("Could not save"),
        .relaunch, save, .see("Could not save"), .mock([answer]), save, .see("Saved 0"),
        .network(.wifi), .relaunch, .wait(.seconds(1)), .see("Goal: 10")))
    #expect(result.failure == nil)
  }

  @Test func sendDecodesTheActionFromItsCasePath() throws {
    let result = run(
      counterJourney(
        .launch,
        .send(ActionReference(path: "save.finished", payload: LocatedValue(["count": 3]))),
        .see("Saved 3"),
        .send(ActionReference(path: "counter.tick")),
        .see("Count: 1")))
    #expect(result.failure == nil)
  }

  @Test func sendFailsForAnUnknownCaseWithASuggestion() {
    let result = run(counterJourney(.launch, .send(ActionReference(path: "counter.setCont", payload: LocatedValue(1)))))
    #expect(result.failure?.message == "unknown action 'counter.setCont': no case 'setCont'; did you mean 'counter.setCount'?")
    #expect(result.failure?.location == at(5))
  }

  @Test func sendLocatesAProblemInThePayload() {
    let payload = LocatedValue(
      ["cont": 3], locations: [.root: at(6, 16), ["cont"]: at(6, 24)], keyLocations: [["cont"]: at(6, 18)])
    let result = run(counterJourney(.launch, .send(ActionReference(path: "save.finished", payload: payload))))
    #expect(
      result.failure?.message
        == "invalid payload for action 'save.finished': missing key 'count' at the top level; found 'cont', did you mean 'count'?")
    #expect(result.failure?.location == at(6, 18))
  }

  @Test func sendBeforeLaunchFails() {
    let result = run(counterJourney(.send(ActionReference(path: "counter.tick"))))
    #expect(result.failure?.message == "the app is not running; add '- launch' before this step")
  }

  @Test func mockChangesHowAnEndpointBehaves() {
    let behavior = LocatedValue(["error": "rejected", "latency": "50ms"])
    let result = run(
      counterJourney(
        .mock([MockChange(mock: "backend", endpoint: "save", behavior: behavior, location: at(4, 7))]),
        .launch, .tap(ElementReference(label: "Save")), .see("Saving…"), .wait(.milliseconds(50)),
        .see("Could not save")))
    #expect(result.failure == nil)
  }

  @Test func mockFailsForAnUnknownEndpointAtItsName() {
    let change = MockChange(mock: "backend", endpoint: "sav", behavior: LocatedValue(["answer": nil]), location: at(5, 7))
    let result = run(counterJourney(.launch, .mock([change])))
    #expect(result.failure?.message == "unknown endpoint 'sav' of mock 'backend'; did you mean 'save'? Endpoints: fetchGoal, save")
    #expect(result.failure?.location == at(5, 7))
  }

  @Test func mockLocatesAProblemInTheBehaviour() {
    let behavior = LocatedValue(
      ["error": "ofline"], locations: [.root: at(5, 20), ["error"]: at(5, 29)], keyLocations: [["error"]: at(5, 22)])
    let change = MockChange(mock: "backend", endpoint: "save", behavior: behavior, location: at(5, 7))
    let result = run(counterJourney(.launch, .mock([change])))
    #expect(
      result.failure?.message
        == "unknown error 'ofline' for backend.save at error; did you mean 'offline'? Errors: offline, rejected")
    #expect(result.failure?.location == at(5, 29))
  }

  @Test func mockLocatesAnUnreadableBehaviour() {
    let behavior = LocatedValue(
      ["eror": "offline"], locations: [.root: at(5, 20), ["eror"]: at(5, 28)], keyLocations: [["eror"]: at(5, 22)])
    let change = MockChange(mock: "backend", endpoint: "save", behavior: behavior, location: at(5, 7))
    let result = run(counterJourney(.launch, .mock([change])))
    #expect(
      result.failure?.message
        == "unknown key 'eror' at backend.save; did you mean 'error'?")
    #expect(result.failure?.location == at(5, 22))
  }

  // MARK: Time

  @Test func waitMovesTheVirtualClock() {
    let result = run(counterJourney(.launch, start, .wait(.milliseconds(2999)), .see("Count: 2"), .wait(.milliseconds(1)), .see("Count: 3")))
    #expect(result.failure == nil)
    #expect(result.steps[2].virtualDuration == .milliseconds(2999))
  }

  @Test func waitNeedsTheApp() {
    let result = run(counterJourney(.wait(.seconds(1))))
    #expect(result.failure?.message == "the app is not running; add '- launch' before this step")
    #expect(result.virtualDuration == .zero)
  }

  @Test func waitUntilEndsAtOnceWhenTheCheckHoldsAlready() {
    let result = run(counterJourney(.launch, .waitUntil(.see("Count: 0"), atMost: .seconds(5)), .see("Count: 0")))
    #expect(result.failure == nil)
    #expect(result.steps[1].virtualDuration == .zero)
  }

  @Test func waitUntilEndsAtTheFirstInstantTheCheckHolds() {
    let result = run(
      counterJourney(.launch, start, .waitUntil(.see("Count: 3"), atMost: .seconds(10)), .see("Count: 3")))
    #expect(result.failure == nil)
    #expect(result.steps[2].virtualDuration == .seconds(3))
    #expect(result.virtualDuration == .seconds(3))
  }

  @Test func waitUntilFailsWithTheChecksOwnFailureWhenItNeverHolds() {
    let journey = counterJourney(.launch, start, .waitUntil(.screen("Settings"), atMost: .milliseconds(4500)))
    let result = run(journey)
    #expect(
      result.failure?.message == """
        expected screen Settings, but screen Counter is showing
          still not so after waiting 4.5s; give 'atMost' more time if the app may take longer, or check what the app waits on
        """)
    #expect(result.failure?.time == .milliseconds(4500))
    #expect(result.steps[2].virtualDuration == .milliseconds(4500))
    #expect(run(journey).failure == result.failure)
  }

  @Test func settleRunsUntilNothingIsPending() {
    let result = run(counterJourney(.launch, .settle(limit: .seconds(3600)), .see("Goal: 10")))
    #expect(result.failure == nil)
    #expect(result.warnings.isEmpty)
    #expect(result.virtualDuration == .seconds(1))
  }

  @Test func settleFailsWhenTimersRemainPastItsLimit() {
    let result = run(counterJourney(.launch, start, .settle(limit: .seconds(5))))
    #expect(
      result.failure?.message == """
        not settled within 5s: 1 timer is still pending
          timer at 6s from an effect of .counter(.startTapped)
          give 'settle' a longer limit, or stop the work that keeps setting timers
        """)
    #expect(result.failure?.time == .seconds(5))
  }
}
