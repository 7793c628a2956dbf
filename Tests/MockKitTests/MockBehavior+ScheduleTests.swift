import MockKit
import Testing

@Suite struct MockBehaviorScheduleTests {
  let range = MockBehavior.answer(1, latency: .milliseconds(200), maximumLatency: .seconds(2))

  /// The latency of the first call of `weather.forecast` under schedules 1 to 200.
  func draws(_ behavior: MockBehavior, isDefault: Bool = false) -> [Duration] {
    (UInt64(1)...200).map {
      behavior.drawnLatency(schedule: $0, mock: "weather", endpoint: "forecast", callIndex: 0, isDefault: isDefault)
    }
  }

  @Test func scheduleZeroTakesTheShorterEndAndEveryDefaultAsItIs() {
    let first = range.drawnLatency(schedule: 0, mock: "weather", endpoint: "forecast", callIndex: 3, isDefault: false)
    #expect(first == .milliseconds(200))
    let standard = MockBehavior.answer(1, latency: .milliseconds(500))
    let exact = standard.drawnLatency(schedule: 0, mock: "weather", endpoint: "forecast", callIndex: 3, isDefault: true)
    #expect(exact == .milliseconds(500))
  }

  @Test func aRangeIsDrawnInItselfInWholeMilliseconds() {
    let drawn = draws(range)
    #expect(drawn.allSatisfy { (.milliseconds(200) ... .seconds(2)).contains($0) })
    #expect(drawn.allSatisfy { ($0 / .milliseconds(1)).rounded() == $0 / .milliseconds(1) })
    #expect(Set(drawn).count > 150)
    #expect(drawn == draws(range))
  }

  @Test func aDrawDependsOnTheScheduleTheEndpointAndTheCallNumber() {
    func draw(_ schedule: UInt64, _ mock: String, _ endpoint: String, _ callIndex: Int) -> Duration {
      range.drawnLatency(schedule: schedule, mock: mock, endpoint: endpoint, callIndex: callIndex, isDefault: false)
    }
    #expect(draw(5, "weather", "forecast", 0) == draw(5, "weather", "forecast", 0))
    let first = draw(5, "weather", "forecast", 0)
    #expect(draw(5, "weather", "forecast", 1) != first)
    #expect(draw(6, "weather", "forecast", 0) != first)
    #expect(draw(5, "weather", "alerts", 0) != first)
    #expect(draw(5, "news", "forecast", 0) != first)
    #expect(Set((0..<50).map { draw(5, "weather", "forecast", $0) }).count > 40)
  }

  @Test func anExactLatencyAJourneySetStaysExact() {
    #expect(draws(.answer(1, latency: .milliseconds(500))) == Array(repeating: .milliseconds(500), count: 200))
    #expect(draws(.failure("offline")) == Array(repeating: .zero, count: 200))
  }

  @Test func aDefaultLatencySpreadsFromHalfToTwice() {
    #expect(MockBehavior.defaultSpread(of: .milliseconds(400)) == .milliseconds(200) ... .milliseconds(800))
    let drawn = draws(.answer(1, latency: .milliseconds(400)), isDefault: true)
    #expect(drawn.allSatisfy { (.milliseconds(200) ... .milliseconds(800)).contains($0) })
    #expect(Set(drawn).count > 100)
  }

  @Test func aDefaultThatAnswersAtOnceStaysAtOnceUnderEverySchedule() {
    #expect(MockBehavior.defaultSpread(of: .zero) == .zero ... .zero)
    #expect(draws(.answer(1), isDefault: true) == Array(repeating: .zero, count: 200))
  }
}
