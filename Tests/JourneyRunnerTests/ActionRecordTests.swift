import JourneyRunner
import Testing

@Suite struct ActionRecordTests {
  @Test func describesTimeActionAndOrigin() {
    #expect(ActionRecord(action: ".launched", source: .sent, time: .zero).description == "0s .launched sent")
    #expect(
      ActionRecord(action: ".tick", source: .effect(origin: ".startTapped"), time: .milliseconds(1500)).description
        == "1.5s .tick from an effect of .startTapped")
  }
}
