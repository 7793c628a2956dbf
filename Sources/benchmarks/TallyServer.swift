import Dependencies
import MockKit

/// The server the tally fetches a number from; in benchmarks, always the `tally` mock.
struct TallyServer: Sendable {
  var fetch: @Sendable () async throws -> Int

  enum Failure: String, CaseIterable, Error {
    case unavailable
  }

  static func mock(_ world: MockWorld) -> TallyServer {
    TallyServer {
      try await world.respond("tally", "fetch", arguments: [:], as: Int.self, errors: Failure.self)
    }
  }

  /// The `tally` mock: it answers 7 after 100ms.
  static let descriptor = MockDescriptor(
    "tally",
    summary: "The tally's server.",
    endpoints: [
      MockEndpointDescriptor(
        "fetch", output: Int.self, errors: Failure.allCases.map(\.rawValue),
        default: .answer(7, latency: .milliseconds(100)), summary: "Answers a number.")
    ]
  )
}

extension TallyServer: DependencyKey {
  static let liveValue = TallyServer { throw Failure.unavailable }
}

extension DependencyValues {
  var tallyServer: TallyServer {
    get { self[TallyServer.self] }
    set { self[TallyServer.self] = newValue }
  }
}
