import MockKit
import Testing
import ValueCoding

@Suite struct MockCatalogTests {
  let catalog = WeatherService.catalog

  @Test func listsMocksAndStoresByName() {
    #expect(catalog.mockNames == ["clock", "weather"])
    #expect(catalog.stores.map(\.name) == ["cache", "vault"])
  }

  @Test func keepsTheFirstOfDescriptorsSharingAName() {
    let duplicate = MockDescriptor("weather", summary: "Another.", endpoints: [])
    let catalog = MockCatalog([WeatherService.descriptor, duplicate])
    #expect(catalog.descriptors.count == 1)
    #expect(catalog.descriptors.first?.summary == "A weather service.")
  }

  @Test func findsEndpoints() throws {
    let endpoint = try catalog.endpoint("weather", "forecast")
    #expect(endpoint.name == "forecast")
    #expect(endpoint.argumentNames == ["city"])
    #expect(endpoint.errorNames == ["offline", "rateLimited"])
    #expect(endpoint.defaultBehavior == .answer(WeatherService.sunny, latency: .milliseconds(500)))
  }

  @Test func anUnknownMockSuggestsTheClosestAndListsThemAll() {
    let error = #expect(throws: MockError.self) { try catalog.descriptor(named: "waether") }
    #expect(error == .unknownMock("waether", suggestion: "weather", knownMocks: ["clock", "weather"]))
    #expect(error?.description == "unknown mock 'waether'; did you mean 'weather'? Mocks: clock, weather")
    #expect(error?.path == nil)
  }

  @Test func anUnknownMockFarFromEveryNameOnlyLists() {
    let error = #expect(throws: MockError.self) { try catalog.endpoint("database", "query") }
    #expect(error?.description == "unknown mock 'database'. Mocks: clock, weather")
  }

  @Test func anUnknownEndpointSuggestsTheClosest() {
    let error = #expect(throws: MockError.self) { try catalog.endpoint("weather", "forcast") }
    #expect(
      error?.description
        == "unknown endpoint 'forcast' of mock 'weather'; did you mean 'forecast'? Endpoints: forecast, subscribe, ping")
  }

  @Test func anUnknownStoreSuggestsTheClosest() {
    let error = #expect(throws: MockError.self) { try catalog.store(named: "valut") }
    #expect(error?.description == "unknown store 'valut'; did you mean 'vault'? Stores: cache, vault")
  }

  @Test func acceptsBehavioursThatSuitTheEndpoint() throws {
    try catalog.validate(.answer(["summary": "Fog", "high": 12]), for: "weather", "forecast")
    try catalog.validate(.failure("rateLimited"), for: "weather", "forecast")
    try catalog.validate(.sequence([.failure("offline"), .answer(nil)]), for: "weather", "subscribe")
    try catalog.validate(.answer(false), for: "weather", "ping")
    #expect(catalog.problems(of: .endpointDefault(latency: .seconds(1)), for: "weather", "forecast").isEmpty)
  }

  @Test func rejectsAnAnswerOfTheWrongShapeWithItsPath() {
    let error = #expect(throws: MockError.self) {
      try catalog.validate(
        .sequence([.failure("offline"), .answer(["summary": "Fog", "high": "warm"])]), for: "weather",
        "forecast")
    }
    #expect(error?.path == ["sequence", 1, "answer", "high"])
    #expect(
      error?.description
        == "invalid answer for weather.forecast: expected an integer at sequence[1].answer.high, found a string")
  }

  @Test func findsEveryProblemOfABehaviour() {
    let behavior = MockBehavior.sequence([
      .failure("ofline"), .answer(["summary": "Fog", "high": "warm"]), .failure("rateLimited"), .failure("boom"),
    ])
    #expect(
      catalog.problems(of: behavior, for: "weather", "forecast").map(\.path) == [
        ["sequence", 0, "error"], ["sequence", 1, "answer", "high"], ["sequence", 3, "error"],
      ])
    #expect(
      catalog.problems(of: .answer(1), for: "weather", "forcast").map(\.description) == [
        "unknown endpoint 'forcast' of mock 'weather'; did you mean 'forecast'? Endpoints: forecast, subscribe, ping"
      ])
    #expect(catalog.problems(of: .failure("offline"), for: "weather", "forecast").isEmpty)
  }

  @Test func rejectsAnAnswerWithAMisspelledKey() {
    let error = #expect(throws: MockError.self) {
      try catalog.validate(.answer(["summary": "Fog", "hihg": 3]), for: "weather", "forecast")
    }
    #expect(error?.description.hasPrefix("invalid answer for weather.forecast: ") == true)
    #expect(error?.description.contains("'hihg'") == true)
  }

  @Test func anEndpointThatAnswersNothingTakesOnlyNull() {
    let error = #expect(throws: MockError.self) {
      try catalog.validate(.answer("done"), for: "weather", "subscribe")
    }
    #expect(
      error?.description
        == "invalid answer for weather.subscribe: expected null (this endpoint answers nothing) at answer, found a string")
  }

  @Test func rejectsAnUnknownErrorNameWithTheClosestAndTheList() {
    let error = #expect(throws: MockError.self) {
      try catalog.validate(.failure("ofline"), for: "weather", "forecast")
    }
    #expect(error?.path == ["error"])
    #expect(
      error?.description
        == "unknown error 'ofline' for weather.forecast at error; did you mean 'offline'? Errors: offline, rateLimited")
  }

  @Test func anEndpointThatCannotFailSaysSo() {
    let error = #expect(throws: MockError.self) {
      try catalog.validate(.failure("offline"), for: "weather", "ping")
    }
    #expect(
      error?.description
        == "weather.ping cannot fail, so it has no error 'offline' (at error); give it an 'answer' instead")
  }

  @Test func rejectsAnEmptySequence() {
    let error = #expect(throws: MockError.self) {
      try catalog.validate(.sequence([.answer(true), .sequence([])]), for: "weather", "ping")
    }
    #expect(error == .emptySequence(mock: "weather", endpoint: "ping", at: ["sequence", 1, "sequence"]))
    #expect(
      error?.description
        == "empty sequence for weather.ping at sequence[1].sequence: a sequence needs at least one behaviour")
  }
}
