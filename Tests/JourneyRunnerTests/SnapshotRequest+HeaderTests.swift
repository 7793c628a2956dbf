import JourneyModel
import JourneyRunner
import Testing

@Suite struct SnapshotRequestHeaderTests {
  @Test func aWholeScreenWithNothingRedactedHasNoHeader() throws {
    #expect(SnapshotRequest(name: "home").header == nil)
    #expect(SnapshotRequest(name: "home", state: .all).header == nil)
  }

  @Test func theHeaderSaysWhatPartTheSnapshotCoversAndWhatItLeavesOut() throws {
    let time = Redaction(try TextPattern(#"\d{1,2}:\d{2}"#), as: "[time]")
    let id = Redaction(try TextPattern("[0-9a-f]{8}"))
    #expect(SnapshotRequest(name: "a", part: .top).header == "# snapshot of the layer on top")
    #expect(
      SnapshotRequest(name: "b", part: .section("Profile"), redactions: [time]).header
        == #"# snapshot of section "Profile", redacting /\d{1,2}:\d{2}/ as [time]"#)
    #expect(
      SnapshotRequest(name: "c", part: .element(label: "Delete", id: "row-2")).header
        == #"# snapshot of the element labelled "Delete" with id "row-2""#)
    #expect(
      SnapshotRequest(name: "d", part: .element(label: nil, id: "row-2")).header
        == #"# snapshot of the element with id "row-2""#)
    #expect(
      SnapshotRequest(name: "e", redactions: [time, id]).header
        == #"# snapshot of the screen, redacting /\d{1,2}:\d{2}/ as [time], /[0-9a-f]{8}/ as [redacted]"#)
  }
}
