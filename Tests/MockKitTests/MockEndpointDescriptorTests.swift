import MockKit
import Testing
import ValueCoding

@Suite struct MockEndpointDescriptorTests {
  @Test func checksAnswersAgainstTheOutputType() throws {
    let forecast = try WeatherService.catalog.endpoint("weather", "forecast")
    #expect(forecast.problems(ofAnswer: WeatherService.sunny).isEmpty)
    #expect(
      forecast.problems(ofAnswer: ["summary": "Sunny"]).map(\.description) == [
        "missing key 'high' at the top level"
      ])
  }

  @Test func anAnswerCheckedAgainHasTheSameProblems() throws {
    let forecast = try WeatherService.catalog.endpoint("weather", "forecast")
    for _ in 0..<2 {
      #expect(forecast.problems(ofAnswer: WeatherService.sunny).isEmpty)
      #expect(
        forecast.problems(ofAnswer: ["summary": "Sunny"]).map(\.description) == [
          "missing key 'high' at the top level"
        ])
    }
  }

  @Test func unknownKeysInAnAnswerAreTypos() throws {
    let forecast = try WeatherService.catalog.endpoint("weather", "forecast")
    let problems = forecast.problems(ofAnswer: ["summary": "Sunny", "high": 30, "hgh": 30])
    if case .unknownKey(let key, _, _)? = problems.first?.problem, problems.count == 1 {
      #expect(key == "hgh")
    } else {
      Issue.record("expected one unknown key, got \(problems)")
    }
  }

  @Test func everyProblemOfAnAnswerIsFound() throws {
    let forecast = try WeatherService.catalog.endpoint("weather", "forecast")
    let problems = forecast.problems(ofAnswer: ["summary": 3, "high": "hot", "wind": 2])
    #expect(problems.map(\.path.description) == ["summary", "high", ""])
  }

  @Test func anEndpointWithoutOutputAcceptsOnlyNull() throws {
    let subscribe = try WeatherService.catalog.endpoint("weather", "subscribe")
    #expect(subscribe.problems(ofAnswer: nil).isEmpty)
    #expect(
      subscribe.problems(ofAnswer: [:]).map(\.description) == [
        "expected null (this endpoint answers nothing) at the top level, found a mapping"
      ])
  }
}
