import Prelude

extension MockBehavior {
  /// The range a schedule draws an endpoint's default latency in, when a journey did not set the
  /// endpoint's behaviour: from half the descriptor's latency to twice it. A default that answers
  /// at once (a device's own storage or keychain) stays at zero: only the order of answers due at
  /// the same instant changes with the schedule.
  public static func defaultSpread(of latency: Duration) -> ClosedRange<Duration> {
    latency / 2 ... latency * 2
  }

  /// The latency of one call under the schedule `schedule`.
  ///
  /// Under schedule 0 it is ``latency``, as the behaviour states it (the shorter end of a range).
  /// Under another schedule a range (``maximumLatency``) is drawn in, from its shorter to its
  /// longer end; a default behaviour (`isDefault`, the endpoint's descriptor's, which no journey
  /// set) with an exact latency is drawn in ``defaultSpread(of:)``; any other exact latency stays
  /// as it is. A draw is in whole milliseconds from the shorter end and depends only on the
  /// schedule, the mock, the endpoint and the call's number among that endpoint's calls, never on
  /// the order or timing of other calls.
  public func drawnLatency(
    schedule: UInt64, mock: String, endpoint: String, callIndex: Int, isDefault: Bool
  ) -> Duration {
    guard schedule != 0 else { return latency }
    let range: ClosedRange<Duration>
    if let maximumLatency {
      range = latency ... maximumLatency
    } else if isDefault {
      range = Self.defaultSpread(of: latency)
    } else {
      return latency
    }
    let milliseconds = Int(((range.upperBound - range.lowerBound) / .milliseconds(1)).rounded(.down))
    guard milliseconds > 0 else { return range.lowerBound }
    var draw = (schedule.mixed ^ mock.stableHash).mixed
    draw = (draw ^ endpoint.stableHash).mixed
    draw = (draw &+ UInt64(callIndex)).mixed
    return range.lowerBound + .milliseconds(Int(draw % UInt64(milliseconds + 1)))
  }
}
