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

  @Test func readsWaitsUntilACheckHolds() {
    #expect(
      stepKinds(
        "wait: { until: { screen: Home }, atMost: 2s }", "wait: { atMost: 1m, until: { notSee: Loading } }")
        == [
          .waitUntil(.screen("Home"), atMost: .seconds(2)),
          .waitUntil(.notSee(.substring("Loading")), atMost: .seconds(60)),
        ]
    )
  }

  @Test func reportsBadWaitsUntil() {
    #expect(
      problems(
        journeyText(
          "wait: { until: { tap: Sign In }, atMost: 2s }", "wait: { until: { screen: Home }, atMost: 0s }",
          "wait: { until: { screen: Home } }", "wait: { atMost: 2s }",
          "wait: { until: { screen: Home }, atMost: 2s, every: 1s }", "wait: { until: Home, atMost: 2s }",
          "wait: { until: { screen: Home }, atMost: soon }"))
        == """
        j.yaml:3:20: error: 'until' of 'wait' takes a check of the screen or the state (see, notSee, screen, \
        element or expect); 'tap' is not one: write it as its own step after the wait
        j.yaml:4:46: error: 'atMost' of 'wait' expects a duration above 0s; found '0s'; to check at once, \
        write the check as its own step
        j.yaml:5:11: error: 'wait' needs 'atMost', such as { until: { screen: Home }, atMost: 2s }
        j.yaml:6:11: error: 'wait' needs 'until', such as { until: { screen: Home }, atMost: 2s }
        j.yaml:7:50: error: unknown key 'every' in 'wait'; its keys are until and atMost
        j.yaml:8:20: error: 'until' of 'wait' expects a check of see, notSee, screen, element or expect, such \
        as { screen: Home }; found 'Home'
        j.yaml:9:46: error: 'atMost' of 'wait' expects a duration such as 2s, the longest to wait; found 'soon'
        """
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
