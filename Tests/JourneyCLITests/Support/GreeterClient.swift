import Dependencies
import MockKit
import ValueCoding

/// The greeting server.
struct GreeterClient: Sendable {
  var greet: @Sendable (_ name: String) async throws -> String

  enum Failure: String, CaseIterable, Error {
    case unavailable
  }

  /// A server answered by `world`'s `greeter` mock.
  static func mock(_ world: MockWorld) -> GreeterClient {
    GreeterClient { name in
      try await world.respond(
        "greeter", "greet", arguments: ["name": .string(name)], as: String.self, errors: Failure.self)
    }
  }

  /// The `greeter` mock: it greets after half a second.
  static let descriptor = MockDescriptor(
    "greeter",
    summary: "The greeting server.",
    endpoints: [
      MockEndpointDescriptor(
        "greet", arguments: ["name"], output: String.self, errors: Failure.allCases.map(\.rawValue),
        default: .answer("Hello!", latency: .milliseconds(500)), summary: "Answers a greeting.")
    ]
  )
}

extension GreeterClient: TestDependencyKey {
  static let testValue = GreeterClient { _ in
    reportIssue("GreeterClient.greet has no implementation in this test")
    throw Failure.unavailable
  }
}

extension DependencyValues {
  var greeter: GreeterClient {
    get { self[GreeterClient.self] }
    set { self[GreeterClient.self] = newValue }
  }
}
