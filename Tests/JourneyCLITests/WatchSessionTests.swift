import JourneyFiles
import JourneyModel
import Testing

@testable import JourneyCLI

/// The watch's events and screens, without files, a clock or a terminal: files changed, keys
/// pressed and runs finished in, the runs and decisions asked for and the screen out.
@Suite struct WatchSessionTests {
  static let plain = ConsoleStyle(usesColor: false, usesUnicode: true)

  /// The journey `Scenarios/<base>.yaml › Launches`, reading its file, `subflows` and the golden of
  /// `snapshot`.
  static func journey(_ base: String, subflows: [String] = [], snapshot: String? = "launched") -> WatchedJourney {
    let file = "Scenarios/\(base).yaml"
    let golden = snapshot.map { "Scenarios/__snapshots__/\(base)/\($0).txt" }
    return WatchedJourney(
      identifier: "\(file) › Launches",
      dependencies: Set([file] + subflows + (golden.map { [$0, $0 + ".new"] } ?? [])))
  }

  static let a = journey("a", subflows: ["Scenarios/Shared/sign-in.subflow.yaml"])
  static let b = journey("b")
  static let c = journey("c", snapshot: nil)

  static func session(
    _ journeys: [WatchedJourney] = [a, b, c], watchesSources: Bool = true, restarts: Bool = false
  ) -> WatchSession {
    WatchSession(
      suite: WatchSuite(journeys: journeys, problems: []), watchesSources: watchesSources,
      restartsOnSourceChange: restarts)
  }

  static func passed(_ journey: WatchedJourney) -> WatchOutcome {
    WatchOutcome(identifier: journey.identifier, passed: true, failures: [], pendingSnapshots: 0)
  }

  static func failed(_ journey: WatchedJourney, pending: Int = 1) -> WatchOutcome {
    WatchOutcome(
      identifier: journey.identifier, passed: false,
      failures: ["\(journey.identifier.prefix { $0 != " " }):5:5: error: snapshot 'launched' differs\n  -screen Old\n  +screen New"],
      pendingSnapshots: pending)
  }

  /// A session that ran `a`, `b` and `c` once, `b` failing on a snapshot.
  static func started() -> WatchSession {
    var session = session()
    _ = session.start()
    session.runFinished([passed(a), failed(b), passed(c)])
    return session
  }

  static func run(_ journeys: [WatchedJourney], _ reason: String?) -> WatchAction {
    .run(WatchRun(journeys: journeys.map(\.identifier), reason: reason))
  }

  @Test func theFirstRunTakesEveryJourneyAndTheScreenSaysHowEachWent() {
    var session = Self.session()
    #expect(session.start() == Self.run([Self.a, Self.b, Self.c], nil))
    #expect(
      session.screen(style: Self.plain)
        == """
        Running 3 journeys…

        Watching 3 journeys: 0 passed, 0 failed, 3 not run
        a run all · f run failed · u accept failed snapshots · i review them · r rebuild · q quit

        """)
    session.runFinished([Self.passed(Self.a), Self.failed(Self.b), Self.passed(Self.c)])
    #expect(
      session.screen(style: Self.plain)
        == """
        Ran 3 journeys: 2 passed, 1 failed
        ✓ Scenarios/a.yaml › Launches
        ✗ Scenarios/b.yaml › Launches
          Scenarios/b.yaml:5:5: error: snapshot 'launched' differs
            -screen Old
            +screen New
        ✓ Scenarios/c.yaml › Launches

        Watching 3 journeys: 2 passed, 1 failed, 1 snapshot failed
        a run all · f run failed · u accept failed snapshots · i review them · r rebuild · q quit

        """)
    #expect(session.summary(style: Self.plain) == "Watched 3 journeys: 2 passed, 1 failed, 1 snapshot failed\n")
  }

  @Test func aChangedFileRunsTheJourneysThatReadIt() {
    var session = Self.started()
    let suite = session.suite
    #expect(session.filesChanged(["Scenarios/a.yaml"], suite: suite) == Self.run([Self.a], "Scenarios/a.yaml changed"))
    session.runFinished([Self.failed(Self.a, pending: 0)])
    #expect(
      session.filesChanged(["Scenarios/Shared/sign-in.subflow.yaml"], suite: suite)
        == Self.run([Self.a], "Scenarios/Shared/sign-in.subflow.yaml changed"))
    session.runFinished([Self.passed(Self.a)])
    #expect(
      session.filesChanged(
        ["Scenarios/__snapshots__/b/launched.txt", "Scenarios/__snapshots__/b/launched.txt.new"], suite: suite)
        == Self.run(
          [Self.b], "Scenarios/__snapshots__/b/launched.txt and Scenarios/__snapshots__/b/launched.txt.new changed"))
    session.runFinished([Self.passed(Self.b)])
    #expect(
      session.filesChanged(["Scenarios/a.yaml", "Scenarios/b.yaml", "Scenarios/c.yaml"], suite: suite)
        == Self.run([Self.a, Self.b, Self.c], "Scenarios/a.yaml and 2 other files changed"))
    session.runFinished([Self.passed(Self.a), Self.passed(Self.b), Self.passed(Self.c)])
    #expect(session.filesChanged(["Scenarios/journey.schema.json"], suite: suite) == nil)
    #expect(session.screen(style: Self.plain).hasPrefix("Ran 3 journeys (Scenarios/a.yaml and 2 other files changed): 3 passed, 0 failed\n"))
  }

  @Test func aJourneyThatStopsReadingAFileRunsWhenItChanges() {
    var session = Self.started()
    let withoutSubflow = Self.journey("a")
    #expect(
      session.filesChanged(
        ["Scenarios/a.yaml", "Scenarios/Shared/sign-in.subflow.yaml"],
        suite: WatchSuite(journeys: [withoutSubflow, Self.b, Self.c], problems: []))
        == Self.run([withoutSubflow], "Scenarios/Shared/sign-in.subflow.yaml and Scenarios/a.yaml changed"))
  }

  @Test func aNewJourneyRunsAndADeletedOneDropsOut() {
    var session = Self.started()
    let d = Self.journey("d")
    #expect(
      session.filesChanged(
        ["Scenarios/b.yaml", "Scenarios/d.yaml"], suite: WatchSuite(journeys: [Self.a, Self.c, d], problems: []))
        == Self.run([d], "Scenarios/d.yaml changed"))
    session.runFinished([Self.passed(d)])
    #expect(session.failedJourneys == [])
    #expect(
      session.screen(style: Self.plain)
        == """
        Ran 1 journey (Scenarios/d.yaml changed): 1 passed, 0 failed
        ✓ Scenarios/d.yaml › Launches

        Watching 3 journeys: 3 passed, 0 failed
        a run all · f run failed · u accept failed snapshots · i review them · r rebuild · q quit

        """)
  }

  @Test func aFileThatNoLongerLoadsShowsItsProblemsAndRunsWhenFixed() {
    var session = Self.started()
    let problem = "Scenarios/a.yaml:3:1: error: unknown step 'lanch'; did you mean 'launch'?"
    #expect(
      session.filesChanged(["Scenarios/a.yaml"], suite: WatchSuite(journeys: [Self.b, Self.c], problems: [problem]))
        == nil)
    #expect(
      session.screen(style: Self.plain)
        == """
        \(problem)

        Ran 2 journeys: 1 passed, 1 failed
        ✗ Scenarios/b.yaml › Launches
          Scenarios/b.yaml:5:5: error: snapshot 'launched' differs
            -screen Old
            +screen New
        ✓ Scenarios/c.yaml › Launches

        Watching 2 journeys: 1 passed, 1 failed, 1 snapshot failed
        a run all · f run failed · u accept failed snapshots · i review them · r rebuild · q quit

        """)
    #expect(
      session.filesChanged(["Scenarios/a.yaml"], suite: WatchSuite(journeys: [Self.a, Self.b, Self.c], problems: []))
        == Self.run([Self.a], "Scenarios/a.yaml changed"))
  }

  @Test func keysRunAllOrTheFailedAndAcceptOrReviewTheFailedSnapshots() {
    var session = Self.started()
    #expect(session.press(.runAll) == Self.run([Self.a, Self.b, Self.c], "all"))
    session.runFinished([Self.failed(Self.a, pending: 0), Self.failed(Self.b), Self.passed(Self.c)])
    #expect(session.press(.runFailed) == Self.run([Self.a, Self.b], "failed"))
    session.runFinished([Self.failed(Self.a, pending: 0), Self.failed(Self.b, pending: 2)])
    #expect(session.press(.acceptFailed) == .accept(journeys: [Self.b.identifier]))
    #expect(session.press(.reviewFailed) == .review(journeys: [Self.b.identifier]))
    session.tell("Accepted 2 of 2 failed snapshots")
    #expect(session.screen(style: Self.plain).contains("Watching 3 journeys: 1 passed, 2 failed, 2 snapshots failed\nAccepted 2 of 2 failed snapshots\n"))
    #expect(session.press(.quit) == nil)
    #expect(session.isFinished)
  }

  @Test func keysWithNothingToDoSaySo() {
    var session = Self.session(watchesSources: false)
    _ = session.start()
    session.runFinished([Self.passed(Self.a), Self.failed(Self.b, pending: 0), Self.passed(Self.c)])
    #expect(session.press(.acceptFailed) == nil)
    #expect(session.notice == "No snapshot failed; nothing to accept.")
    #expect(session.press(.reviewFailed) == nil)
    #expect(session.notice == "No snapshot failed; nothing to review.")
    #expect(session.press(.rebuild) == nil)
    #expect(session.notice == "The working folder has no Package.swift; there is nothing to rebuild.")
    #expect(session.keyLine == "a run all · f run failed · u accept failed snapshots · i review them · q quit")
    #expect(session.press(.runFailed) == Self.run([Self.b], "failed"))
    #expect(session.notice == nil)
    session.runFinished([Self.passed(Self.b)])
    #expect(session.press(.runFailed) == nil)
    #expect(session.notice == "No journey failed; nothing to run.")
  }

  @Test func changedSwiftSourcesHoldTheRunsUntilRebuilt() {
    var session = Self.started()
    let suite = session.suite
    #expect(session.filesChanged(["Sources/App/Feature.swift", "Scenarios/a.yaml"], suite: suite) == nil)
    #expect(session.sourcesChanged)
    #expect(
      session.screen(style: Self.plain).hasSuffix(
        """
        Watching 3 journeys: 2 passed, 1 failed, 1 snapshot failed
        Swift sources changed: press r to rebuild and restart
        Journeys run the code from before the Swift sources changed; press r to rebuild and restart first.
        a run all · f run failed · u accept failed snapshots · i review them · r rebuild · q quit

        """))
    #expect(session.press(.runAll) == nil)
    #expect(session.press(.acceptFailed) == .accept(journeys: [Self.b.identifier]))
    #expect(session.press(.rebuild) == .rebuild)
    session.rebuildFailed("swift build --product journey failed with exit status 1")
    #expect(
      session.notice
        == "swift build --product journey failed with exit status 1; watching goes on with the code from before the change: fix it and press r.")
    #expect(session.filesChanged(["Package.swift"], suite: suite) == nil)
  }

  @Test func withRestartChangedSwiftSourcesRebuildAtOnce() {
    var session = Self.session(restarts: true)
    #expect(session.filesChanged(["Package.swift"], suite: session.suite) == .rebuild)
    var other = Self.session(restarts: true)
    #expect(other.filesChanged(["Sources/App/README.md"], suite: other.suite) == nil)
    #expect(!other.sourcesChanged)
  }

  @Test func aLargeRunListsItsFailuresOnly() {
    let journeys = (1...12).map { Self.journey("j\($0)", snapshot: nil) }
    var session = Self.session(journeys)
    _ = session.start()
    session.runFinished(journeys.map { $0 == journeys[4] ? Self.failed($0, pending: 0) : Self.passed($0) })
    #expect(
      session.screen(style: Self.plain).hasPrefix(
        """
        Ran 12 journeys: 11 passed, 1 failed
        ✗ Scenarios/j5.yaml › Launches
          Scenarios/j5.yaml:5:5: error: snapshot 'launched' differs
            -screen Old
            +screen New

        Watching 12 journeys: 11 passed, 1 failed

        """))
  }

  @Test func bytesAreKeysAndCtrlCQuits() {
    #expect(WatchKey(byte: UInt8(ascii: "a")) == .runAll)
    #expect(WatchKey(byte: UInt8(ascii: "f")) == .runFailed)
    #expect(WatchKey(byte: UInt8(ascii: "u")) == .acceptFailed)
    #expect(WatchKey(byte: UInt8(ascii: "i")) == .reviewFailed)
    #expect(WatchKey(byte: UInt8(ascii: "r")) == .rebuild)
    #expect(WatchKey(byte: 3) == .quit)
    #expect(WatchKey(byte: UInt8(ascii: "x")) == nil)
  }

  @Test func aRebuildIsOfTheProductInTheConfigurationOfTheRunningExecutable() {
    let debug = WatchRebuild(product: "pantry-journey", executablePath: "/app/.build/x86_64-unknown-linux-gnu/debug/pantry-journey")
    #expect(debug.buildArguments == ["build", "--product", "pantry-journey"])
    #expect(debug.commandLine == "swift build --product pantry-journey")
    let release = WatchRebuild(product: "journey", executablePath: "/app/.build/release/journey")
    #expect(release.buildArguments == ["build", "--product", "journey", "--configuration", "release"])
  }
}
