import Prelude
import Testing

@Suite struct DurationSecondsTests {
  @Test(arguments: [
    (Duration.zero, 0.0),
    (.milliseconds(1_500), 1.5),
    (.seconds(3_600), 3_600.0),
    (.milliseconds(-250), -0.25),
    (.nanoseconds(1), 1e-9),
  ])
  func countsSecondsWithTheirFraction(duration: Duration, seconds: Double) {
    #expect(duration.inSeconds == seconds)
  }
}
