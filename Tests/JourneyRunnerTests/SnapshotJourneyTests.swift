import JourneyModel
import JourneyRunner
import Testing
import ValueCoding

@Suite struct SnapshotJourneyTests {
  /// The counter at launch, once the goal has arrived.
  static let counterScreen = """
    screen Counter
      navigation "Counter"
        button "About"
      heading "Count: 0"
      text "Goal: 10"
      text field "Label" = "" placeholder "Name this counter"
      toggle "Sound" [off]
      picker "Step" = "1" options "1", "5", "10"
      button "Start"
      button "Stop" [disabled]
      button "Reset" [destructive]
      button "Save"
      button "History"
      button "Leak"

    """

  /// Launches, waits for the goal and takes the snapshot `counter` (at line 6).
  func snapshot(
    state: StateDump = .none, goldens: [String: String], policy: SnapshotPolicy = .verify
  ) -> JourneyResult {
    run(
      counterJourney(.launch, .wait(.seconds(1)), .snapshot(SnapshotRequest(name: "counter", state: state))),
      goldens: goldens, options: RunOptions(snapshotPolicy: policy))
  }

  @Test func aMatchingGoldenPasses() {
    let result = snapshot(goldens: ["counter": Self.counterScreen])
    #expect(result.failure == nil)
    #expect(
      result.snapshots == [
        SnapshotOutcome(
          key: SnapshotKey(journeyFile: "counter.yaml", name: "counter"), status: .matched,
          actual: Self.counterScreen, golden: Self.counterScreen, diff: nil, location: at(6))
      ])
  }

  @Test func theStateCanFollowTheScreen() throws {
    let paths = StateDump.paths([try ValuePath(parsing: "count"), try ValuePath(parsing: "history")])
    let expected = Self.counterScreen + """

      state count:
        0

      state history:
        []

      """
    #expect(snapshot(state: paths, goldens: ["counter": expected]).failure == nil)
  }

  @Test func theWholeStateCanFollowTheScreen() {
    let expected = Self.counterScreen + """

      state:
        count: 0
        step: 1
        isRunning: false
        label: ""
        isSoundOn: false
        goal: 10
        isOnline: true
        saveStatus: null
        isConfirmingReset: false
        isShowingHistory: false
        isShowingAbout: false
        history: []
        launchedAt: "2026-01-01T00:00:00Z"
        launchID: "00000000-0000-0000-0000-000000000000"
        luckyNumber: 883311

      """
    #expect(snapshot(state: .all, goldens: ["counter": expected]).failure == nil)
  }

  @Test func aDifferentGoldenFailsWithAUnifiedDiff() {
    let golden = Self.counterScreen.replacingOccurrences(of: "Count: 0", with: "Count: 1")
    let result = snapshot(goldens: ["counter": golden])
    let diff = """
      --- golden
      +++ actual
      @@ -1,7 +1,7 @@
       screen Counter
         navigation "Counter"
           button "About"
      -  heading "Count: 1"
      +  heading "Count: 0"
         text "Goal: 10"
         text field "Label" = "" placeholder "Name this counter"
         toggle "Sound" [off]
      """
    #expect(
      result.failure?.message
        == "snapshot 'counter' differs from its golden text:\n"
        + diff.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))
    #expect(result.snapshots.map(\.status) == [.mismatched])
    #expect(result.snapshots.first?.diff == diff)
    #expect(result.snapshots.first?.golden == golden)
  }

  @Test func aMissingGoldenFailsWhenVerifying() {
    let result = snapshot(goldens: [:])
    #expect(
      result.failure?.message
        == "snapshot 'counter' has no golden text yet; record snapshots to create it from this run")
    #expect(result.snapshots.map(\.status) == [.missing])
    #expect(result.snapshots.first?.actual == Self.counterScreen)
  }

  @Test func theRecordingPoliciesLetTheCallerRecord() {
    let different = ["counter": "screen Other\n"]
    #expect(snapshot(goldens: [:], policy: .recordMissing).failure == nil)
    #expect(snapshot(goldens: different, policy: .recordMissing).failure != nil)
    let recorded = snapshot(goldens: different, policy: .recordAll)
    #expect(recorded.failure == nil)
    #expect(recorded.snapshots.map(\.status) == [.mismatched])
    #expect(recorded.snapshots.first?.actual == Self.counterScreen)
  }

  @Test func aMissingFinalNewlineIsNamed() {
    let result = snapshot(goldens: ["counter": String(Self.counterScreen.dropLast())])
    #expect(
      result.failure?.message == """
        snapshot 'counter' differs from its golden text:
          the texts differ only in the newline at the end: the golden text has none
        """)
  }

  @Test func anUnknownStatePathFails() throws {
    let result = snapshot(state: .paths([try ValuePath(parsing: "histroy")]), goldens: [:])
    #expect(
      result.failure?.message == """
        snapshot 'counter' cannot dump the state at histroy: no key 'histroy' at the top level \
        (available: count, step, isRunning, label, isSoundOn, goal, isOnline, saveStatus, \
        isConfirmingReset, isShowingHistory, isShowingAbout, history, launchedAt, launchID, luckyNumber); did you \
        mean 'history'?
        """)
    #expect(result.snapshots.isEmpty)
  }

  @Test func anUnreadableGoldenFails() {
    let runner = JourneyRunner(host: CounterHost(), snapshots: UnreadableSnapshotStore())
    let result = runner.run(counterJourney(.launch, .snapshot(SnapshotRequest(name: "counter"))))
    #expect(result.failure?.message == "cannot read the golden text of snapshot 'counter': permission denied")
  }
}
