import Prelude
import Testing

@Suite struct DurationJourneyDescriptionTests {
  @Test(arguments: [
    (Duration.zero, "0s"),
    (.milliseconds(300), "300ms"),
    (.milliseconds(1), "1ms"),
    (.milliseconds(1_500), "1.5s"),
    (.milliseconds(1_250), "1.25s"),
    (.milliseconds(1_001), "1s1ms"),
    (.seconds(1), "1s"),
    (.seconds(90), "90s"),
    (.seconds(120), "2m"),
    (.seconds(150), "2.5m"),
    (.seconds(5_400), "90m"),
    (.seconds(7_200), "2h"),
    (.seconds(3_601), "1h1s"),
    (.seconds(5_415), "5415s"),
    (.seconds(86_400), "24h"),
    (.microseconds(500), "0.5ms"),
    (.nanoseconds(1_500), "0.0015ms"),
    (Duration(secondsComponent: 0, attosecondsComponent: 1), "0.000000000000001ms"),
    (.milliseconds(-1_500), "-1.5s"),
  ])
  func writesTheShortestText(duration: Duration, text: String) {
    #expect(duration.journeyDescription == text)
  }
}
