import ValueCoding

/// What one endpoint of a mock does when the app calls it: answer, fail with one of the client's
/// errors, end as the endpoint's default does, or go through a sequence of behaviours on successive
/// calls, each after a latency on the virtual clock.
///
/// A journey writes a behaviour as a mapping (see ``init(_:)``):
/// `{answer: {...}, latency: 500ms}`, `{error: unauthorized}`, `{latency: 300ms}`, or
/// `{sequence: [{error: noConnection}, {answer: {...}}]}`.
public struct MockBehavior: Hashable, Sendable {
  /// What a call ends with.
  public enum Outcome: Hashable, Sendable {
    /// Succeed with this answer, decoded as the endpoint's output. Endpoints that return nothing
    /// answer `null`.
    case answer(Value)
    /// Throw the client's error with this name (the raw value of its error enumeration).
    case failure(errorName: String)
    /// Behave as the first step on the first call, the second on the second, and so on; the last
    /// step repeats for every later call. A step that is itself a sequence contributes its steps
    /// in place.
    case sequence([MockBehavior])
    /// End as the endpoint's default behaviour (its descriptor's) ends: a journey stated only the
    /// latency. While the device is offline, an endpoint of a mock reached over the network fails
    /// at once with the mock's offline error, as it does when no journey configured it.
    case endpointDefault
  }

  /// What a call ends with.
  public var outcome: Outcome
  /// How long a call takes on the virtual clock before it ends; with ``maximumLatency``, the
  /// shortest it takes. For a sequence, each step's own latency applies; this is the latency its
  /// steps were given when they did not state one.
  public var latency: Duration
  /// The longest a call takes when its latency is a range (`latency: 200ms..2s`), longer than
  /// ``latency``; `nil` when the latency is exact. Under schedule 0 a call takes ``latency``,
  /// under another schedule a duration drawn in the range (see
  /// ``drawnLatency(schedule:mock:endpoint:callIndex:isDefault:)``).
  public var maximumLatency: Duration?

  /// Makes a behaviour.
  public init(outcome: Outcome, latency: Duration = .zero, maximumLatency: Duration? = nil) {
    self.outcome = outcome
    self.latency = latency
    self.maximumLatency = maximumLatency
  }

  /// Answers `value` after `latency`, or after a duration up to `maximumLatency`.
  public static func answer(
    _ value: Value, latency: Duration = .zero, maximumLatency: Duration? = nil
  ) -> MockBehavior {
    MockBehavior(outcome: .answer(value), latency: latency, maximumLatency: maximumLatency)
  }

  /// Throws the client's error named `errorName` after `latency`, or after a duration up to
  /// `maximumLatency`.
  public static func failure(
    _ errorName: String, latency: Duration = .zero, maximumLatency: Duration? = nil
  ) -> MockBehavior {
    MockBehavior(outcome: .failure(errorName: errorName), latency: latency, maximumLatency: maximumLatency)
  }

  /// Ends as the endpoint's default does, after `latency`, or after a duration up to
  /// `maximumLatency`.
  public static func endpointDefault(latency: Duration, maximumLatency: Duration? = nil) -> MockBehavior {
    MockBehavior(outcome: .endpointDefault, latency: latency, maximumLatency: maximumLatency)
  }

  /// Behaves as `steps` on successive calls, repeating the last.
  public static func sequence(_ steps: [MockBehavior]) -> MockBehavior {
    MockBehavior(outcome: .sequence(steps))
  }

  /// The behaviours a call can end up with, in call order: the steps of a sequence with nested
  /// sequences spliced in, or this behaviour alone.
  public var steps: [MockBehavior] {
    guard case .sequence(let steps) = outcome else { return [self] }
    return steps.flatMap(\.steps)
  }

  /// The behaviour of the call numbered `callIndex` (from zero) since this behaviour was set, or
  /// `nil` for an empty sequence.
  public func step(forCall callIndex: Int) -> MockBehavior? {
    // Most behaviours are not sequences: they are their only step, without a list of one made.
    guard case .sequence = outcome else { return self }
    let steps = steps
    guard !steps.isEmpty else { return nil }
    return steps[min(max(callIndex, 0), steps.count - 1)]
  }
}
