import Prelude
import Testing
import ValueCoding

@Suite struct DurationParsingTests {
  @Test(arguments: [
    ("300ms", Duration.milliseconds(300)),
    ("1.5s", .milliseconds(1_500)),
    ("2m", .seconds(120)),
    ("2h", .seconds(7_200)),
    ("1h30m", .seconds(5_400)),
    ("1.5h", .seconds(5_400)),
    ("1m30s", .seconds(90)),
    ("1s250ms", .milliseconds(1_250)),
    ("1h2m3s4ms", .milliseconds(3_723_004)),
    ("0s", .zero),
    ("000ms", .zero),
    ("0.001s", .milliseconds(1)),
    ("0.5ms", .microseconds(500)),
    ("0.000000000000001ms", Duration(secondsComponent: 0, attosecondsComponent: 1)),
    ("2562047788015215h", .seconds(2_562_047_788_015_215 * 3_600)),
  ])
  func readsDurationText(text: String, duration: Duration) {
    #expect(parseDuration(text) == duration)
  }

  @Test(arguments: [
    "", "5 parsecs", "-1s", "+1s", "1.2.3s", "1", "s", "1.s", ".5s", "1hr", "1S", "1 s", " 1s",
    "1s ", "1h1h", "30m1h", "1ms1s", "1s,2ms", "1.0000000000000001s", "99999999999999999999999h",
    "2562047788015216h", "١s", "1d",
  ])
  func rejectsAnythingElse(text: String) {
    #expect(parseDuration(text) == nil)
  }

  @Test func readsBackTheShortestTextOfAnyDuration() {
    let durations: [Duration] = [
      .zero, .milliseconds(300), .milliseconds(1_001), .seconds(150), .seconds(5_415),
      .nanoseconds(1), .seconds(123_456_789) + .nanoseconds(987_654_321),
      Duration(secondsComponent: Int64.max, attosecondsComponent: 999_999_999_999_999_999),
    ]
    for duration in durations {
      #expect(parseDuration(duration.journeyDescription) == duration)
    }
  }
}
