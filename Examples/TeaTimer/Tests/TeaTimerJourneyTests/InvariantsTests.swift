import JourneyTesting
import Testing

/// Tea Timer keeps `Scenarios/teatimer.invariants.yaml` on random journeys from its launch, as
/// `teatimer-journey explore` would explore them. A violation is an issue at the invariant in its
/// file, with the shrunk journey, ready to save under `Scenarios/`.
@Suite struct InvariantsTests {
  /// The launch, once the catalog's answer is in. It checks nothing: each seed adds its faults
  /// to the start's `given`, and a failing catalog shows no teas.
  static let launched = """
    name: Launched
    steps:
      - launch
      - settle
    """

  @Test func randomJourneysFromTheLaunchKeepEveryInvariant() {
    let exploration = Journeys.checkInvariants(
      in: "Scenarios/teatimer.invariants.yaml",
      exploringFrom: .text(Self.launched, file: "Scenarios/launched.yaml"), seeds: 1...50, steps: 30)
    #expect(exploration.invariantCount == 3)
    #expect(exploration.exploredSteps > 0)
  }
}
