import JourneyExplore
import JourneyLoader
import JourneyModel
import JourneyRunner
import PlantedBugsApp
import Testing

/// The built-in rule of dead controls, on the inbox with "Mark all read" planted (enabled, its
/// action ignored by the reducer) beside "Archive" (its action only starts an effect).
@Suite struct DeadControlTests {
  static let seeds = UInt64(1)...20

  /// The explorer of the inbox with `bugs` planted and its invariants file, `allowances` added
  /// to the dead controls it allows.
  private func explorer(
    _ bugs: PlantedBugs, allowing allowances: String = ""
  ) throws -> Explorer<InboxJourneyHost> {
    let loader = JourneyLoader(
      fileSystem: InMemoryFileSystem([
        "inbox.invariants.yaml": InboxJourneyHost.invariants + allowances, "start.yaml": ExplorerTests.start,
      ]))
    let file = try loader.loadInvariants(file: "inbox.invariants.yaml").get()
    let start = try loader.load(file: "start.yaml").get()[0]
    let runner = JourneyRunner(host: InboxJourneyHost(bugs: bugs), snapshots: NoGoldenSnapshots())
    return Explorer(
      runner: runner, start: start, invariants: file.invariants, allowedDeadControls: file.allowedDeadControls,
      options: ExploreOptions(maximumSteps: 25))
  }

  /// The first seed whose journey used the control labelled `label` while it did nothing.
  private func firstDeadControl(
    labelled label: String, exploring explorer: Explorer<InboxJourneyHost>
  ) -> (exploration: Exploration, deadControl: DeadControl)? {
    Self.seeds.lazy.compactMap { seed in
      let exploration = explorer.explore(seed: seed)
      return exploration.deadControls.first { $0.label == label }.map { (exploration, $0) }
    }.first
  }

  @Test func aPlantedDeadControlIsFoundWithItsScreenLabelAndStep() throws {
    let explorer = try explorer(.deadControl)
    let (exploration, deadControl) = try #require(firstDeadControl(labelled: "Mark all read", exploring: explorer))
    #expect(deadControl.screen == "Inbox")
    #expect(deadControl.kind == .button)
    #expect(deadControl.id == nil)
    #expect(deadControl.step.kind == .tap(ElementReference(label: "Mark all read")))
    #expect(exploration.candidate.steps[deadControl.stepCount - 1] == deadControl.step)
    #expect(
      deadControl.summary
        == #"button "Mark all read" on "Inbox" did nothing: 'tap' changed no state and started no effect"#)
    #expect(deadControl.allowance == "{ screen: Inbox, label: Mark all read }")
    #expect(exploration.violation == nil)
    #expect(explorer.explore(seed: exploration.seed) == exploration)
    #expect(exploration.deadControls.filter { $0.signature == deadControl.signature }.count == 1)
  }

  @Test func aDeadControlTheInvariantsFileAllowsIsNotReported() throws {
    let reported = try explorer(.deadControl)
    let (exploration, _) = try #require(firstDeadControl(labelled: "Mark all read", exploring: reported))
    let allowed = try explorer(.deadControl, allowing: "\n  - { screen: Inbox, label: Mark all read }")
    #expect(allowed.explore(seed: exploration.seed).deadControls.allSatisfy { $0.label != "Mark all read" })
    #expect(firstDeadControl(labelled: "Mark all read", exploring: allowed) == nil)
    let elsewhere = try explorer(.deadControl, allowing: "\n  - { screen: Compose, label: Mark all read }")
    #expect(firstDeadControl(labelled: "Mark all read", exploring: elsewhere) != nil)
  }

  @Test func aControlThatChangesTheStateOrOnlyStartsAnEffectIsNotReported() throws {
    let explorer = try explorer(.deadControl)
    let explorations = Self.seeds.map { explorer.explore(seed: $0) }
    let tapped = Set(
      explorations.flatMap(\.candidate.steps).compactMap { step -> String? in
        guard case .tap(let element) = step.kind else { return nil }
        return element.label
      })
    #expect(tapped.isSuperset(of: ["Archive", "Compose", "Send"]))
    #expect(Set(explorations.flatMap(\.deadControls).map(\.label)) == ["Mark all read"])
  }
}
