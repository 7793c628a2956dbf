import MockKit
import Testing
import ValueCoding

@Suite struct MockEndpointDescriptorTests {
  @Test func validatesAnswersAgainstTheOutputType() throws {
    let forecast = try WeatherService.catalog.endpoint("weather", "forecast")
    try forecast.validateAnswer(WeatherService.sunny)
    let error = #expect(throws: ValueDecodingError.self) {
      try forecast.validateAnswer(["summary": "Sunny"])
    }
    #expect(error?.description == "missing key 'high' at the top level")
  }

  @Test func unknownKeysInAnAnswerAreTypos() throws {
    let forecast = try WeatherService.catalog.endpoint("weather", "forecast")
    let error = #expect(throws: ValueDecodingError.self) {
      try forecast.validateAnswer(["summary": "Sunny", "high": 30, "hgh": 30])
    }
    if case .unknownKey(let key, _, _)? = error?.problem {
      #expect(key == "hgh")
    } else {
      Issue.record("expected an unknown key, got \(String(describing: error))")
    }
  }

  @Test func anEndpointWithoutOutputAcceptsOnlyNull() throws {
    let subscribe = try WeatherService.catalog.endpoint("weather", "subscribe")
    try subscribe.validateAnswer(nil)
    #expect(throws: ValueDecodingError.self) { try subscribe.validateAnswer([:]) }
  }
}
