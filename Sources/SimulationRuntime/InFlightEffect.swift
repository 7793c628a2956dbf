import Prelude

/// An effect that has started and not finished, as listed for end-of-run checks.
public struct InFlightEffect: Hashable, Sendable, CustomStringConvertible {
  /// The action whose reducer returned the effect.
  public var origin: String
  /// When it started, in virtual time since the runtime began.
  public var startedAt: Duration
  /// The identifiers it can be cancelled by.
  public var cancellationIDs: [String]
  /// Whether it is waiting on the virtual clock (else it waits on something outside the runtime).
  public var isSleeping: Bool

  public var description: String {
    let ids = cancellationIDs.isEmpty ? "" : " (cancellable by \(cancellationIDs.joined(separator: ", ")))"
    let waiting = isSleeping ? "waiting on the clock" : "waiting outside the runtime"
    return "effect of \(origin), started at \(startedAt.journeyDescription)\(ids), \(waiting)"
  }
}

/// A sleep on the virtual clock that has not woken yet.
public struct PendingTimer: Hashable, Sendable, CustomStringConvertible {
  /// The virtual time it wakes at.
  public var deadline: Duration
  /// The action whose effect sleeps, if the sleep is inside an effect.
  public var origin: String?

  public var description: String {
    "timer at \(deadline.journeyDescription)" + (origin.map { " from effect of \($0)" } ?? "")
  }
}
