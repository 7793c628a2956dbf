import MockKit
import ValueCoding

extension NotificationsClient {
  /// A client answered by `world`'s `notifications` mock; every request is logged.
  public static func mock(_ world: MockWorld) -> NotificationsClient {
    NotificationsClient(
      requestAuthorization: {
        try await world.respond(
          mockDescriptor.name, "requestAuthorization", arguments: [:], as: Bool.self,
          errors: NotificationsError.self)
      }
    )
  }

  /// The `notifications` mock: by default the user allows notifications at once; answer `false`
  /// for a user who declines, or fail with `unavailable` for a system that cannot ask.
  public static let mockDescriptor = MockDescriptor(
    "notifications",
    summary: "The system's notification permission.",
    endpoints: [
      MockEndpointDescriptor(
        "requestAuthorization", output: Bool.self,
        errors: NotificationsError.allCases.map(\.rawValue), default: .answer(true),
        summary: "Asks the user; answers whether notifications are allowed.")
    ]
  )
}
