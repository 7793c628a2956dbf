import Prelude
import ValueCoding

/// An action the app processed during a journey, as failures list the last few.
public struct ActionRecord: Hashable, Sendable, CustomStringConvertible {
  /// Where an action came from.
  public enum Source: Hashable, Sendable {
    /// Sent by a step: a person's interaction, a lifecycle event, a world event or `send`.
    case sent
    /// Delivered by an effect of the described action, its payload left out when long
    /// (`ActionDescription.abbreviated(_:)`): it is written in full where it was processed.
    case effect(origin: String)
  }

  /// The action, as `ActionDescription` describes it: `.counter(.tick)`.
  public var action: String
  /// Where it came from.
  public var source: Source
  /// When it was processed, in virtual time since the journey started.
  public var time: Duration

  /// Makes a record.
  public init(action: String, source: Source, time: Duration) {
    self.action = action
    self.source = source
    self.time = time
  }

  /// `1.5s .counter(.tick) from an effect of .counter(.startTapped)`, or `0s .launched sent`.
  public var description: String {
    let origin =
      switch source {
      case .sent: "sent"
      case .effect(let origin): "from an effect of \(origin)"
      }
    return "\(time.journeyDescription) \(action) \(origin)"
  }
}
