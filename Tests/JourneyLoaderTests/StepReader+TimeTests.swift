import JourneyLoader
import JourneyModel
import Testing

@Suite struct StepReaderTimeTests {
  @Test func readsWaits() {
    #expect(
      stepKinds("wait: 300ms", "wait: 1.5s", "wait: 2m", "wait: 1h30m", "wait: 0s")
        == [
          .wait(.milliseconds(300)), .wait(.milliseconds(1500)), .wait(.seconds(120)),
          .wait(.seconds(5400)), .wait(.zero),
        ]
    )
  }

  @Test func readsSettleLimits() {
    #expect(
      stepKinds("settle", "settle: 30s") == [.settle(limit: .seconds(3600)), .settle(limit: .seconds(30))])
  }

  @Test func reportsBadDurations() {
    #expect(
      problems(journeyText("wait: 300", "wait: 3 seconds", "wait: [1s]", "settle: 0s", "settle: forever"))
        == """
        j.yaml:3:11: error: 'wait' expects a duration such as 300ms, 1s or 2h; found '300'; a duration \
        needs a unit (h, m, s or ms), such as 300ms or 300s
        j.yaml:4:11: error: 'wait' expects a duration such as 300ms, 1s or 2h; found '3 seconds'; a \
        duration is a number and a unit (h, m, s or ms), or several from the largest unit down, such as \
        1.5s, 1m30s or 1h30m
        j.yaml:5:11: error: 'wait' expects a duration such as 300ms, 1s or 2h; found a list
        j.yaml:6:13: error: 'settle' expects a time limit above 0s; found '0s'
        j.yaml:7:13: error: 'settle' expects no argument or a time limit such as 30s; found 'forever'; \
        a duration is a number and a unit (h, m, s or ms), or several from the largest unit down, such \
        as 1.5s, 1m30s or 1h30m
        """
    )
  }
}
