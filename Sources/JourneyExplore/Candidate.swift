import JourneyModel

/// A journey exploration runs after its start: the faults it adds to `given.mocks` and the steps
/// it takes. Shrinking makes smaller candidates of a failing one.
public struct Candidate: Hashable, Sendable {
  /// The mock behaviours added to the start's `given`.
  public var faults: [MockChange]
  /// The steps after the start's steps.
  public var steps: [Step]

  /// Makes a candidate.
  public init(faults: [MockChange], steps: [Step]) {
    self.faults = faults
    self.steps = steps
  }
}
