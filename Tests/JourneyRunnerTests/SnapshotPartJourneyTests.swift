import Foundation
import JourneyHosting
import JourneyModel
import JourneyRunner
import Testing
import TextUI
import ValueCoding

@Suite struct SnapshotPartJourneyTests {
  /// Launches the counter, waits for its goal, runs `steps` and takes `request` (at line
  /// `6 + steps.count`).
  func snapshot(
    _ request: SnapshotRequest, after steps: [StepKind] = [], goldens: [String: String] = [:],
    policy: SnapshotPolicy = .recordMissing
  ) -> JourneyResult {
    let kinds = [.launch, .wait(.seconds(1))] + steps + [.snapshot(request)]
    let journey = Journey(
      file: "counter.yaml", name: "Counter", steps: kinds.enumerated().map { Step($0.element, at: at(4 + $0.offset)) },
      location: at(1, 7))
    return JourneyRunner(
      host: CounterHost(), snapshots: InMemorySnapshotStore(goldens: goldens),
      options: RunOptions(snapshotPolicy: policy)
    ).run(journey)
  }

  /// Takes `request` of the shelf, launched at 09:30 on 1 March 2026.
  func shelfSnapshot(_ request: SnapshotRequest) -> JourneyResult {
    let journey = Journey(
      file: "shelf.yaml", name: "Shelf", given: Given(app: LocatedValue(["now": "2026-03-01T09:30:00Z"])),
      steps: [Step(.launch, at: at(4)), Step(.snapshot(request), at: at(5))], location: at(1, 7))
    return JourneyRunner(
      host: ShelfHost(), snapshots: InMemorySnapshotStore(goldens: [:]),
      options: RunOptions(snapshotPolicy: .recordMissing)
    ).run(journey)
  }

  let resetTapped = StepKind.tap(ElementReference(label: "Reset"))

  @Test func anElementsSnapshotIsItsLineUnderAHeaderSayingWhichAndMatchesItsGolden() {
    let request = SnapshotRequest(name: "start", part: .element(label: "Start", id: nil))
    let golden = """
      # snapshot of the element labelled "Start"
      button "Start"

      """
    let result = snapshot(request, goldens: ["start": golden], policy: .verify)
    #expect(result.failure == nil)
    #expect(result.snapshots.map(\.status) == [.matched])
  }

  @Test func aChangedPartFailsWithADiffOfItsHeaderAndLines() {
    let request = SnapshotRequest(name: "start", part: .element(label: "Start", id: nil))
    let golden = """
      # snapshot of the element labelled "Start"
      button "Start" [disabled]

      """
    let result = snapshot(request, goldens: ["start": golden], policy: .verify)
    #expect(
      result.failure?.message == """
        snapshot 'start' differs from its golden text:
          --- golden
          +++ actual
          @@ -1,2 +1,2 @@
           # snapshot of the element labelled "Start"
          -button "Start" [disabled]
          +button "Start"
        """)
  }

  @Test func theLayerOnTopIsTheAlertAloneOrElseTheScreen() {
    let alert = snapshot(SnapshotRequest(name: "top", part: .top), after: [resetTapped])
    #expect(
      alert.snapshots.first?.actual == """
        # snapshot of the layer on top
        alert "Reset counter?"
          text "The count goes back to 0."
          button "Reset" [destructive]
          button "Cancel" [cancel]

        """)
    let screen = snapshot(SnapshotRequest(name: "top", part: .top))
    let whole = snapshot(SnapshotRequest(name: "top"))
    #expect(screen.snapshots.first?.actual == "# snapshot of the layer on top\n" + (whole.snapshots.first?.actual ?? ""))
  }

  @Test func aRedactionReplacesWhatItMatchesInEachLineOfTheScreenAndTheState() throws {
    let request = SnapshotRequest(
      name: "redacted", state: .paths([try ValuePath(parsing: "launchedAt"), try ValuePath(parsing: "goal")]),
      part: .element(label: "Goal: 10", id: nil),
      redactions: [
        Redaction(try TextPattern(#"\d{4}-\d\d-\d\dT[\d:]+Z"#), as: "[time]"), Redaction(try TextPattern(#"\d+"#)),
      ])
    #expect(
      snapshot(request).snapshots.first?.actual == #"""
        # snapshot of the element labelled "Goal: 10", redacting /\d{4}-\d\d-\d\dT[\d:]+Z/ as [time], /\d+/ as [redacted]
        text "Goal: [redacted]"

        state launchedAt:
          "[time]"

        state goal:
          [redacted]

        """#)
  }

  @Test func aRedactionThatMatchesNothingLeavesTheTextAsItIsUnderItsHeader() throws {
    let request = SnapshotRequest(name: "clock", redactions: [Redaction(try TextPattern(#"\d+:\d\d"#), as: "[time]")])
    let redacted = snapshot(request).snapshots.first?.actual
    let whole = snapshot(SnapshotRequest(name: "clock")).snapshots.first?.actual ?? ""
    #expect(redacted == "# snapshot of the screen, redacting /\\d+:\\d\\d/ as [time]\n" + whole)
  }

  @Test func aMissingElementFailsWithTheNearestLabelAndWhatIsThere() {
    let result = snapshot(SnapshotRequest(name: "start", part: .element(label: "Strat", id: nil)))
    #expect(
      result.failure?.message == """
        no element labelled "Strat" on screen Counter; did you mean "Start"? There: \
        navigation title "Counter", button "About", heading "Count: 0", text "Goal: 10", text field "Label", \
        toggle "Sound", picker "Step", button "Start", button "Stop", button "Reset", button "Save", \
        button "History", button "Leak"
        """)
    #expect(result.failure?.location == at(6))
    #expect(result.snapshots.isEmpty)
  }

  @Test func aPartAnOverlayCoversFailsNamingTheOverlay() {
    let result = snapshot(SnapshotRequest(name: "start", part: .element(label: "Start", id: nil)), after: [resetTapped])
    #expect(
      result.failure?.message == """
        the element labelled "Start" is behind alert "Reset counter?", on top. Dismiss or \
        answer it first, or take the layer on top with of: top
        """)
  }

  @Test func anElementWithoutALineOfItsOwnFailsSayingWhatHoldsIt() {
    let history = snapshot(
      SnapshotRequest(name: "back", part: .element(label: "Counter", id: nil)),
      after: [.tap(ElementReference(label: "History"))])
    #expect(
      history.failure?.message == """
        back button "Counter" has no line of its own in the screen's text; take the part that holds it, \
        or the layer on top with of: top
        """)
  }

  @Test func aSectionOnAScreenWithoutSectionsSaysSoAndListsWhatIsThere() {
    let result = snapshot(SnapshotRequest(name: "goal", part: .section("Goal")))
    #expect(
      result.failure?.message == """
        no section titled "Goal" on screen Counter, which has no titled sections. There: \
        navigation title "Counter", button "About", heading "Count: 0", text "Goal: 10", text field "Label", \
        toggle "Sound", picker "Step", button "Start", button "Stop", button "Reset", button "Save", \
        button "History", button "Leak"
        """)
  }

  @Test func aSectionIsItsLinesAndAMissingOneNamesTheNearestSection() {
    #expect(
      shelfSnapshot(SnapshotRequest(name: "device", part: .section("Device"))).snapshots.first?.actual == """
        # snapshot of section "Device"
        section "Device"
          text "Launched at 2026-03-01T09:30:00Z"
          footer "Set by the journey"

        """)
    #expect(
      shelfSnapshot(SnapshotRequest(name: "device", part: .section("Devise"))).failure?.message == """
        no section titled "Devise" on screen Shelf; did you mean "Device"? Sections: \
        "Device", "Books", "Books"
        """)
  }

  @Test func aPartThereMoreThanOnceFailsWithTheFix() {
    #expect(
      shelfSnapshot(SnapshotRequest(name: "books", part: .section("Books"))).failure?.message == """
        section "Books" is there 2 times on screen Shelf: section "Books"; section "Books"; give the \
        sections distinct titles, or take the layer on top with of: top
        """)
    #expect(
      shelfSnapshot(SnapshotRequest(name: "borrow", part: .element(label: "Borrow", id: nil))).failure?.message == """
        the element labelled "Borrow" is there 2 times on screen Shelf: button "Borrow" #borrow-1; \
        button "Borrow" #borrow-2; choose one by its id, such as of: { label: Borrow, id: borrow-1 }
        """)
    #expect(
      shelfSnapshot(SnapshotRequest(name: "borrow", part: .element(label: nil, id: "borrow-2"))).snapshots.first?.actual
        == """
        # snapshot of the element with id "borrow-2"
        button "Borrow" #borrow-2

        """)
  }
}

/// The clock app shown as a shelf: a section with the time it launched at, and two sections
/// with the same title, each with a button labelled as the other's.
private struct ShelfHost: ClockAppHost {
  struct Given: Decodable {}

  func screen(_ state: ClockApp.State) -> Screen<ClockApp.Action> {
    Screen("Shelf") {
      Section("Device", footer: "Set by the journey") {
        Text("Launched at " + (state.launchedAt?.formatted(.iso8601) ?? "never"))
      }
      for shelf in 1...2 {
        Section("Books") {
          Button("Borrow", id: "borrow-\(shelf)") { .launched }
        }
      }
    }
  }
}
