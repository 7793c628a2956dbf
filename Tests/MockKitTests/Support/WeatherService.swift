import MockKit
import ValueCoding

/// A small service, unrelated to any app, that the tests mock.
enum WeatherService {
  struct Forecast: Codable, Equatable, Sendable {
    var summary: String
    var high: Int
  }

  enum Failure: String, CaseIterable, Error {
    case offline
    case rateLimited
  }

  static let sunny: Value = ["summary": "Sunny", "high": 31]

  static let descriptor = MockDescriptor(
    "weather",
    summary: "A weather service.",
    endpoints: [
      MockEndpointDescriptor(
        "forecast", arguments: ["city"], output: Forecast.self,
        errors: Failure.allCases.map(\.rawValue),
        default: .answer(sunny, latency: .milliseconds(500)),
        summary: "Answers the forecast for a city."),
      MockEndpointDescriptor(
        "subscribe", arguments: ["city"], errors: Failure.allCases.map(\.rawValue),
        default: .answer(nil),
        summary: "Subscribes to alerts; answers nothing."),
      MockEndpointDescriptor(
        "ping", output: Bool.self, default: .answer(true),
        summary: "Answers whether the service is up."),
    ],
    stores: [MockStoreDescriptor("vault", holds: String.self, summary: "Secrets as text.")],
    offlineError: Failure.offline.rawValue
  )

  static let clockDescriptor = MockDescriptor(
    "clock",
    summary: "A time service.",
    endpoints: [
      MockEndpointDescriptor("now", output: String.self, default: .answer("noon"), summary: "Answers the time.")
    ],
    stores: [MockStoreDescriptor("cache", holds: Value.self, summary: "Anything.")]
  )

  static let catalog = MockCatalog([descriptor, clockDescriptor])
}
