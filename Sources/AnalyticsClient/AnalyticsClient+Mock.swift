import MockKit
import ValueCoding

extension AnalyticsClient {
  /// A client answered by `world`'s `analytics` mock; every event is logged as a call with the
  /// arguments `name` and `properties` (its keys sorted).
  public static func mock(_ world: MockWorld) -> AnalyticsClient {
    AnalyticsClient(
      track: { event in
        try await world.respond(mockDescriptor.name, "track", arguments: ValueEncoder().encode(event))
      }
    )
  }

  /// The `analytics` mock: it accepts every event at once.
  public static let mockDescriptor = MockDescriptor(
    "analytics",
    summary: "The analytics service.",
    endpoints: [
      MockEndpointDescriptor(
        "track", arguments: ["name", "properties"], default: .answer(nil),
        summary: "Records an event; answers nothing.")
    ]
  )
}
