import MockKit
import Synchronization
import ValueCoding

extension AnalyticsClient {
  /// A client answered by `world`'s `analytics` mock; every event is logged as a call with the
  /// arguments `name` and `properties` (its keys sorted).
  public static func mock(_ world: MockWorld) -> AnalyticsClient {
    AnalyticsClient(
      track: { event in
        let arguments = try encodedEvents.withLock { (encoded) throws(ValueEncodingError) -> ValueCoding.Value in
          if let arguments = encoded[event] { return arguments }
          let arguments = try ValueEncoder().encode(event)
          encoded[event] = arguments
          return arguments
        }
        try await world.respond(mockDescriptor.name, "track", arguments: arguments)
      }
    )
  }

  /// The events tracked so far in this process, encoded: an app tracks the same few events again
  /// and again, journey after journey, and an event's encoding is a function of the event alone.
  private static let encodedEvents = Mutex<[AnalyticsEvent: ValueCoding.Value]>([:])

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
