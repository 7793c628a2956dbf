import MockKit
import SimulationRuntime
import Synchronization
import Testing
import ValueCoding

@Suite struct MockWorldTests {
  typealias Forecast = WeatherService.Forecast
  typealias Failure = WeatherService.Failure

  let world = MockWorld(catalog: WeatherService.catalog)

  /// A call of `weather.forecast` for `city` that ends with the forecast's summary.
  func forecast(_ city: String) -> Caller.Action {
    .call { [world] in
      try await world.respond(
        "weather", "forecast", arguments: ["city": .string(city)], as: Forecast.self,
        errors: Failure.self
      ).summary
    }
  }

  @Test func answersAfterTheLatencyOnTheVirtualClock() {
    let store = Caller.store()
    store.send(forecast("Hanoi"))
    #expect(world.calls == [MockCall(mock: "weather", endpoint: "forecast", arguments: ["city": "Hanoi"])])
    #expect(store.state.outcomes.isEmpty)
    store.advance(by: .milliseconds(499))
    #expect(store.state.outcomes.isEmpty)
    store.advance(by: .milliseconds(1))
    #expect(store.state.outcomes == ["Sunny"])
    #expect(store.runtime.elapsed == .milliseconds(500))
  }

  @Test func aZeroLatencyAnswersInTheSameStep() throws {
    try world.configure("weather", "forecast", .answer(["summary": "Fog", "high": 9]))
    let store = Caller.store()
    store.send(forecast("Hue"))
    #expect(store.state.outcomes == ["Fog"])
    #expect(store.runtime.elapsed == .zero)
  }

  @Test func anAnswerDecodesAlikeOnEveryCallAndInEveryWorld() async throws {
    let fog = Forecast(summary: "Fog", high: 9)
    let other = MockWorld(catalog: WeatherService.catalog)
    for world in [world, world, other] {
      try world.configure("weather", "forecast", .answer(["summary": "Fog", "high": 9]))
      let answer = try await world.respond(
        "weather", "forecast", arguments: ["city": "Hue"], as: Forecast.self, errors: Failure.self)
      #expect(answer == fog)
    }
  }

  @Test func takesTheLatencyOnTheClockItIsHandedRatherThanTheDependencies() async throws {
    let clock = RecordingClock()
    world.clock = clock
    let answer = try await world.respond(
      "weather", "forecast", arguments: ["city": "Hue"], as: Forecast.self, errors: Failure.self)
    #expect(answer.summary == "Sunny")
    #expect(clock.deadlines == [.milliseconds(500)])
  }

  @Test func throwsTheErrorTheBehaviourNames() throws {
    try world.configure("weather", "forecast", .failure("rateLimited", latency: .milliseconds(200)))
    let store = Caller.store()
    store.send(forecast("Hanoi"))
    store.advance(by: .milliseconds(200))
    #expect(store.state.outcomes == ["failed: rateLimited"])
  }

  @Test func offlineANetworkMockFailsAtOnceWithItsOfflineErrorAndTheCallIsLogged() {
    world.network = .offline
    let store = Caller.store()
    store.send(forecast("Hanoi"))
    #expect(store.state.outcomes == ["failed: offline"])
    #expect(store.runtime.elapsed == .zero)
    #expect(world.calls == [MockCall(mock: "weather", endpoint: "forecast", arguments: ["city": "Hanoi"])])
  }

  @Test func offlineAnEndpointSetByTheJourneyOrThatCannotFailThatWayAnswersAsUsual() async throws {
    world.network = .offline
    #expect(try await world.respond("weather", "ping", arguments: [:], as: Bool.self))
    try world.configure("weather", "forecast", .answer(["summary": "Fog", "high": 9]))
    let store = Caller.store()
    store.send(forecast("Hue"))
    #expect(store.state.outcomes == ["Fog"])
  }

  @Test func aLatencyAloneAnswersTheDefaultAfterThatLatency() throws {
    try world.configure("weather", "forecast", .endpointDefault(latency: .milliseconds(300)))
    #expect(try world.behavior("weather", "forecast") == .endpointDefault(latency: .milliseconds(300)))
    let store = Caller.store()
    store.send(forecast("Hanoi"))
    store.advance(by: .milliseconds(299))
    #expect(store.state.outcomes.isEmpty)
    store.advance(by: .milliseconds(1))
    #expect(store.state.outcomes == ["Sunny"])
    #expect(world.callErrors == [nil])
  }

  @Test func offlineALatencyAloneStillFailsAtOnceWithTheOfflineError() throws {
    world.network = .offline
    try world.configure(
      "weather", "forecast", .sequence([.answer(["summary": "Fog", "high": 9]), .endpointDefault(latency: .seconds(1))]))
    let store = Caller.store()
    store.send(forecast("Hue"))
    store.send(forecast("Hue"))
    #expect(store.state.outcomes == ["Fog", "failed: offline"])
    #expect(store.runtime.elapsed == .zero)
    #expect(world.callErrors == [nil, "offline"])
  }

  @Test func backOnlineTheDefaultAnswersAgain() {
    world.network = .offline
    world.network = .cellular
    let store = Caller.store()
    store.send(forecast("Hanoi"))
    store.advance(by: .milliseconds(500))
    #expect(store.state.outcomes == ["Sunny"])
  }

  @Test func aSequenceAnswersSuccessiveCallsAndRepeatsItsLastStep() throws {
    try world.configure(
      "weather", "forecast",
      .sequence([.failure("offline"), .answer(["summary": "Rain", "high": 20], latency: .seconds(1))]))
    let store = Caller.store()
    store.send(forecast("Hanoi"))
    #expect(store.state.outcomes == ["failed: offline"])
    store.send(forecast("Hanoi"))
    store.send(forecast("Hue"))
    store.advance(by: .seconds(1))
    #expect(store.state.outcomes == ["failed: offline", "Rain", "Rain"])
  }

  @Test func configuringAgainStartsASequenceOver() throws {
    let behavior = MockBehavior.sequence([.failure("offline"), .answer(WeatherService.sunny)])
    try world.configure("weather", "forecast", behavior)
    let store = Caller.store()
    store.send(forecast("Hanoi"))
    try world.configure("weather", "forecast", behavior)
    store.send(forecast("Hanoi"))
    #expect(store.state.outcomes == ["failed: offline", "failed: offline"])
  }

  @Test func theLogKeepsTheOrderOfCallsNotOfAnswers() throws {
    try world.configure("weather", "subscribe", .answer(nil, latency: .milliseconds(100)))
    let store = Caller.store()
    store.send(forecast("Hanoi"))
    store.send(
      .call { [world] in
        try await world.respond("weather", "subscribe", arguments: ["city": "Hue"], errors: Failure.self)
        return "subscribed"
      })
    store.send(.call { [world] in try await String(world.respond("weather", "ping", arguments: [:], as: Bool.self)) })
    store.advance(by: .seconds(1))
    #expect(store.state.outcomes == ["true", "subscribed", "Sunny"])
    #expect(world.calls.map(\.endpoint) == ["forecast", "subscribe", "ping"])
    #expect(world.calls[1].arguments == ["city": "Hue"])
  }

  @Test func anEndpointThatAnswersNothingAndCannotFailStillTakesItsLatency() throws {
    let world = MockWorld(
      catalog: MockCatalog([
        MockDescriptor(
          "lights", summary: "Lights.",
          endpoints: [MockEndpointDescriptor("switchOff", default: .answer(nil, latency: .seconds(2)), summary: "Off.")])
      ]))
    let store = Caller.store()
    store.send(.call { try await world.respond("lights", "switchOff", arguments: [:]); return "off" })
    store.advance(by: .seconds(1))
    #expect(store.state.outcomes.isEmpty)
    store.advance(by: .seconds(1))
    #expect(store.state.outcomes == ["off"])
  }

  @Test func resetRestoresDefaultsAndKeepsTheLog() throws {
    try world.configure("weather", "ping", .answer(false))
    #expect(try world.behavior("weather", "ping") == .answer(false))
    let store = Caller.store()
    store.send(.call { [world] in try await String(world.respond("weather", "ping", arguments: [:], as: Bool.self)) })
    world.reset()
    #expect(try world.behavior("weather", "ping") == .answer(true))
    store.send(.call { [world] in try await String(world.respond("weather", "ping", arguments: [:], as: Bool.self)) })
    #expect(store.state.outcomes == ["false", "true"])
    #expect(world.calls.count == 2)
  }

  @Test func aBehaviourThatDoesNotSuitTheEndpointIsRefusedAndTheOldOneKept() throws {
    try world.configure("weather", "ping", .answer(false))
    #expect(throws: MockError.self) { try world.configure("weather", "ping", .answer("yes")) }
    #expect(try world.behavior("weather", "ping") == .answer(false))
    let error = #expect(throws: MockError.self) { try world.configure("wether", "ping", .answer(true)) }
    #expect(error?.description == "unknown mock 'wether'; did you mean 'weather'? Mocks: clock, weather")
  }

  @Test func aCallToAnUnknownEndpointFailsWithoutBeingLogged() {
    let store = Caller.store()
    store.send(.call { [world] in try await String(world.respond("weather", "pong", arguments: [:], as: Bool.self)) })
    #expect(
      store.state.outcomes == [
        "failed: unknown endpoint 'pong' of mock 'weather'; did you mean 'ping'? Endpoints: forecast, subscribe, ping"
      ])
    #expect(world.calls.isEmpty)
  }

  @Test func aDefaultThatIsAnEmptySequenceFailsTheCallWithItsReason() {
    let world = MockWorld(
      catalog: MockCatalog([
        MockDescriptor(
          "dice", summary: "Dice.",
          endpoints: [MockEndpointDescriptor("roll", output: Int.self, default: .sequence([]), summary: "Rolls.")])
      ]))
    let store = Caller.store()
    store.send(.call { try await String(world.respond("dice", "roll", arguments: [:], as: Int.self)) })
    #expect(
      store.state.outcomes == [
        "failed: empty sequence for dice.roll at sequence: a sequence needs at least one behaviour"
      ])
  }

  @Test func aFailureTheClientsErrorTypeLacksFailsTheCallWithTheKnownNames() {
    let world = MockWorld(
      catalog: MockCatalog([
        MockDescriptor(
          "dice", summary: "Dice.",
          endpoints: [
            MockEndpointDescriptor(
              "roll", output: Int.self, errors: ["offline", "lost"], default: .failure("lost"), summary: "Rolls.")
          ])
      ]))
    let store = Caller.store()
    store.send(
      .call {
        try await String(world.respond("dice", "roll", arguments: [:], as: Int.self, errors: Failure.self))
      })
    #expect(
      store.state.outcomes == [
        "failed: unknown error 'lost' for dice.roll at error. Errors: offline, rateLimited"
      ])
  }

  @Test func aCallCancelledDuringItsLatencyStaysLoggedAndNeverAnswers() {
    let store = Caller.store()
    store.send(forecast("Hanoi"))
    store.advance(by: .milliseconds(100))
    store.cancelAllEffects()
    store.advance(by: .seconds(1))
    #expect(store.state.outcomes.isEmpty)
    #expect(world.calls.count == 1)
  }

  @Test func theWorldOutlivesARelaunchOfTheApp() throws {
    try world.configure("weather", "forecast", .sequence([.failure("offline"), .answer(WeatherService.sunny)]))
    let firstLaunch = Caller.store()
    firstLaunch.send(forecast("Hanoi"))
    try world.store("vault").setValue("s3cret", forKey: "token")

    let secondLaunch = Caller.store()
    secondLaunch.send(forecast("Hanoi"))
    #expect(secondLaunch.state.outcomes == ["Sunny"])
    #expect(try world.store("vault")["token"] == "s3cret")
    #expect(world.calls.count == 2)
  }

  @Test func theDeviceIsOnWiFiUntilItsNetworkChanges() {
    #expect(world.network == .wifi)
    #expect(!world.isOffline)
    world.network = .offline
    #expect(world.network == .offline)
    #expect(world.isOffline)
  }

  @Test func theNetworkAndItsKindOutliveARelaunchOfTheApp() {
    world.network = .cellular
    let firstLaunch = Caller.store()
    firstLaunch.send(forecast("Hanoi"))
    firstLaunch.advance(by: .milliseconds(500))

    let secondLaunch = Caller.store()
    secondLaunch.send(forecast("Hue"))
    secondLaunch.advance(by: .milliseconds(500))
    #expect(world.network == .cellular)
    #expect(!world.isOffline)
    #expect(secondLaunch.state.outcomes == ["Sunny"])
  }

  @Test func anUnknownStoreSuggestsTheClosest() {
    let error = #expect(throws: MockError.self) { try world.store("cahce") }
    #expect(error == .unknownStore("cahce", suggestion: "cache", knownStores: ["cache", "vault"]))
  }

  /// The virtual time each of three successive calls of `weather.forecast` in `world` takes.
  func latencies(in world: MockWorld) -> [Duration] {
    (0..<3).map { _ in
      let store = Caller.store()
      store.send(
        .call {
          try await world.respond(
            "weather", "forecast", arguments: ["city": "Hue"], as: Forecast.self, errors: Failure.self
          ).summary
        })
      store.settle(limit: .seconds(10))
      return store.runtime.elapsed
    }
  }

  @Test func aScheduleDrawsALatencyRangeCallByCall() throws {
    let range = MockBehavior.answer(["summary": "Fog", "high": 9], latency: .milliseconds(200), maximumLatency: .seconds(2))
    let scheduled = MockWorld(catalog: WeatherService.catalog, scheduleSeed: 3)
    try scheduled.configure("weather", "forecast", range)
    let expected = (0..<3).map {
      range.drawnLatency(schedule: 3, mock: "weather", endpoint: "forecast", callIndex: $0, isDefault: false)
    }
    #expect(latencies(in: scheduled) == expected)
    #expect(Set(expected).count > 1)
    try world.configure("weather", "forecast", range)
    #expect(latencies(in: world) == Array(repeating: .milliseconds(200), count: 3))
  }

  @Test func aScheduleSpreadsTheDefaultLatencyAndKeepsAnExactOneAJourneySet() throws {
    let scheduled = MockWorld(catalog: WeatherService.catalog, scheduleSeed: 3)
    let drawn = latencies(in: scheduled)
    #expect(drawn.allSatisfy { (.milliseconds(250) ... .seconds(1)).contains($0) })
    #expect(drawn != Array(repeating: .milliseconds(500), count: 3))
    #expect(latencies(in: MockWorld(catalog: WeatherService.catalog, scheduleSeed: 3)) == drawn)
    #expect(latencies(in: world) == Array(repeating: .milliseconds(500), count: 3))
    try scheduled.configure("weather", "forecast", .answer(["summary": "Fog", "high": 9], latency: .milliseconds(500)))
    #expect(latencies(in: scheduled) == Array(repeating: .milliseconds(500), count: 3))
  }

  @Test func aScheduleKeepsALatencyAloneExact() throws {
    let scheduled = MockWorld(catalog: WeatherService.catalog, scheduleSeed: 3)
    try scheduled.configure("weather", "forecast", .endpointDefault(latency: .milliseconds(300)))
    #expect(latencies(in: scheduled) == Array(repeating: .milliseconds(300), count: 3))
  }
}

/// A clock that stays at its start and, rather than waiting, records the deadline of each sleep as
/// the time from its start.
private final class RecordingClock: Clock, Sendable {
  struct Instant: InstantProtocol {
    let offset: Duration

    func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    func duration(to other: Instant) -> Duration {
      other.offset - offset
    }

    static func < (lhs: Instant, rhs: Instant) -> Bool {
      lhs.offset < rhs.offset
    }
  }

  private let slept = Mutex<[Duration]>([])

  var deadlines: [Duration] {
    slept.withLock { $0 }
  }

  var now: Instant {
    Instant(offset: .zero)
  }

  var minimumResolution: Duration {
    .zero
  }

  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    slept.withLock { $0.append(deadline.offset) }
  }
}
