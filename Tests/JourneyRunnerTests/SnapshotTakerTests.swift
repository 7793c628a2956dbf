import JourneyModel
import Testing
import ValueCoding

@testable import JourneyRunner

@Suite struct SnapshotTakerTests {
  func taker(goldens: [String: String] = [:], policy: SnapshotPolicy = .verify) throws -> SnapshotTaker<CounterHost> {
    let driver = try launchedCounter()
    return SnapshotTaker(
      goldens: InMemorySnapshotStore(goldens: goldens), policy: policy, journeyFile: "counter.yaml",
      screens: ScreenChecks(driver: driver), state: StateChecks(driver: driver))
  }

  @Test func theTextIsTheScreenThenTheStateAskedFor() throws {
    let taker = try taker()
    let text = try taker.snapshotText(SnapshotRequest(name: "count", state: .paths([try ValuePath(parsing: "count")])))
    #expect(text.hasPrefix("screen Counter\n"))
    #expect(text.hasSuffix("\n\nstate count:\n  0\n"))
  }

  @Test func eachSnapshotsOutcomeIsKept() throws {
    let text = try taker().snapshotText(SnapshotRequest(name: "same"))
    let taker = try taker(goldens: ["same": text, "other": "screen Other\n"], policy: .recordMissing)
    try taker.takeSnapshot(SnapshotRequest(name: "same"), at: at(6))
    try taker.takeSnapshot(SnapshotRequest(name: "new"), at: at(7))
    let error = stepError { try taker.takeSnapshot(SnapshotRequest(name: "other"), at: at(8)) }
    #expect(error?.message.hasPrefix("snapshot 'other' differs from its golden text:\n") == true)
    #expect(taker.outcomes.map(\.status) == [.matched, .missing, .mismatched])
    #expect(taker.outcomes.map(\.key) == ["same", "new", "other"].map { SnapshotKey(journeyFile: "counter.yaml", name: $0) })
    #expect(taker.outcomes.map(\.location) == [at(6), at(7), at(8)])
  }

  @Test func aMissingGoldenFailsOnlyWhenVerifying() throws {
    let error = stepError { try self.taker().takeSnapshot(SnapshotRequest(name: "new"), at: at(6)) }
    #expect(error?.message == "snapshot 'new' has no golden text yet; record snapshots to create it from this run")
  }

  @Test func aDiffThatIsOnlyTheLastNewlineSaysSo() {
    #expect(
      SnapshotTaker<CounterHost>.diff(golden: "a\n", actual: "a")
        == "the texts differ only in the newline at the end: the actual text has none")
  }
}
