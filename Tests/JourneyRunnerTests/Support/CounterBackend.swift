import Dependencies
import MockKit
import ValueCoding

/// The server of the counter app: a goal to count to, and a place to save the count.
struct CounterBackend: Sendable {
  var fetchGoal: @Sendable () async throws -> Int
  var save: @Sendable (_ count: Int) async throws -> Void

  enum Failure: String, CaseIterable, Error {
    case offline
    case rejected
  }

  /// A backend answered by `world`'s `backend` mock.
  static func mock(_ world: MockWorld) -> CounterBackend {
    CounterBackend(
      fetchGoal: {
        try await world.respond("backend", "fetchGoal", arguments: [:], as: Int.self, errors: Failure.self)
      },
      save: { count in
        try await world.respond("backend", "save", arguments: ["count": .int(count)], errors: Failure.self)
      }
    )
  }

  /// The `backend` mock: the goal is 10 after a second; saving succeeds after 200ms; offline,
  /// both fail at once. Its `defaults` store keeps the count across launches.
  static let descriptor = MockDescriptor(
    "backend",
    summary: "The counter's server.",
    endpoints: [
      MockEndpointDescriptor(
        "fetchGoal", output: Int.self, errors: Failure.allCases.map(\.rawValue),
        default: .answer(10, latency: .seconds(1)), summary: "Answers the goal to count to."),
      MockEndpointDescriptor(
        "save", arguments: ["count"], errors: Failure.allCases.map(\.rawValue),
        default: .answer(nil, latency: .milliseconds(200)), summary: "Saves the count."),
    ],
    stores: [MockStoreDescriptor("defaults", holds: Int.self, summary: "Numbers the app keeps on the device.")],
    offlineError: Failure.offline.rawValue
  )
}

extension CounterBackend: TestDependencyKey {
  static let testValue = CounterBackend(
    fetchGoal: {
      reportIssue("CounterBackend.fetchGoal has no implementation in this test")
      throw Failure.offline
    },
    save: { _ in
      reportIssue("CounterBackend.save has no implementation in this test")
      throw Failure.offline
    }
  )
}

extension DependencyValues {
  var counterBackend: CounterBackend {
    get { self[CounterBackend.self] }
    set { self[CounterBackend.self] = newValue }
  }
}
