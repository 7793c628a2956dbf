import JourneyTesting
import Testing

/// The app keeps `Scenarios/app.invariants.yaml` on random journeys from a fresh install and from
/// a signed-in launch, as `journey explore` would explore them: a regression gate on what no
/// written journey covers. A violation is an issue at the invariant in its file, with the shrunk
/// journey, ready to save under `Scenarios/`.
@Suite struct AppInvariantsTests {
  /// A signed-in launch. It checks nothing: each seed adds its faults to the start's `given`, and
  /// a failing storage keeps the app on its launch screen.
  static let signedIn = """
    name: A signed-in launch
    given: { signedIn: true, onboardingCompleted: true }
    steps:
      - launch
      - settle
    """

  @Test(arguments: [ExplorationStart.launch, .text(signedIn, file: "Scenarios/signed-in.yaml")])
  func randomJourneysKeepEveryInvariant(from start: ExplorationStart) {
    let exploration = Journeys.checkInvariants(
      in: "Scenarios/app.invariants.yaml", exploringFrom: start, seeds: 1...50, steps: 30)
    #expect(exploration.invariantCount >= 10)
    #expect(exploration.exploredSteps > 0)
  }
}
