import Dependencies
import MockKit
import ValueCoding

/// The inbox's API: one endpoint answering the messages.
public struct InboxClient: Sendable {
  /// The messages in the inbox, newest first.
  public var fetch: @Sendable () async throws -> [String]

  /// The `inbox` mock: by default, after 300 ms, two messages; it can fail `offline` or `server`.
  public static let mockDescriptor = MockDescriptor(
    "inbox",
    summary: "The inbox's API.",
    endpoints: [
      MockEndpointDescriptor(
        "fetch", output: [String].self, errors: InboxError.allCases.map(\.rawValue),
        default: .answer(["Welcome", "Your order shipped"], latency: .milliseconds(300)),
        summary: "Answers the messages in the inbox, newest first.")
    ]
  )

  /// A client answered by `world`'s `inbox` mock.
  public static func mock(_ world: MockWorld) -> InboxClient {
    InboxClient {
      try await world.respond(mockDescriptor.name, "fetch", arguments: [:], as: [String].self, errors: InboxError.self)
    }
  }
}

/// Why fetching the inbox failed.
public enum InboxError: String, Error, CaseIterable, Sendable {
  case offline
  case server
}

extension InboxClient: TestDependencyKey {
  public static let testValue = InboxClient { throw InboxError.server }
}

extension DependencyValues {
  /// The inbox's API.
  public var inboxClient: InboxClient {
    get { self[InboxClient.self] }
    set { self[InboxClient.self] = newValue }
  }
}
