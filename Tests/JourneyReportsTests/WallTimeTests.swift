import JourneyReports
import Testing

@Suite struct WallTimeTests {
  @Test(arguments: [
    (Duration.zero, "0 ms"),
    (.microseconds(400), "0 ms"),
    (.microseconds(1500), "2 ms"),
    (.milliseconds(999), "999 ms"),
    (.milliseconds(1000), "1.00 s"),
    (.milliseconds(1234), "1.23 s"),
    (.milliseconds(1005), "1.01 s"),
    (.seconds(75), "75.00 s"),
  ])
  func text(duration: Duration, text: String) {
    #expect(WallTime.text(duration) == text)
  }
}
