import JourneyModel

/// A journey exploration runs after its start: the faults it adds to `given.mocks`, the steps it
/// takes and the schedule it runs under. Shrinking makes smaller candidates of a failing one.
public struct Candidate: Hashable, Sendable {
  /// The mock behaviours added to the start's `given`.
  public var faults: [MockChange]
  /// The steps after the start's steps.
  public var steps: [Step]
  /// The schedule it runs under, over the start's; 0 is the app's own order.
  public var schedule: UInt64

  /// Makes a candidate.
  public init(faults: [MockChange], steps: [Step], schedule: UInt64 = 0) {
    self.faults = faults
    self.steps = steps
    self.schedule = schedule
  }
}
