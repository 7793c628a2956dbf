import AppJourneyHost
import Foundation
import JourneyExplore
import JourneyLoader
import JourneyModel
import JourneyRunner
import Testing

/// The app keeps `Scenarios/app.invariants.yaml` on random journeys from a fresh install and from
/// a signed-in launch, as `journey explore` would explore them: a regression gate on what no
/// written journey covers. A failure prints the shrunk journey, ready to save under `Scenarios/`.
@Suite struct AppInvariantsTests {
  private static let starts = [
    "fresh-install.yaml": "name: A fresh install\nsteps:\n  - launch\n",
    "signed-in.yaml": """
      name: A signed-in launch
      given: { signedIn: true, onboardingCompleted: true }
      steps:
        - launch
        - settle
      """,
  ]

  private func explorer(from start: String) throws -> Explorer<AppJourneyHost> {
    let path = packageRoot.appendingPathComponent("Scenarios/app.invariants.yaml").path
    let invariantsText = try String(contentsOfFile: path, encoding: .utf8)
    let loader = JourneyLoader(
      fileSystem: InMemoryFileSystem(Self.starts.merging(["Scenarios/app.invariants.yaml": invariantsText]) { $1 }))
    return Explorer(
      runner: JourneyRunner(host: AppJourneyHost(), snapshots: NoGoldenSnapshots()),
      start: try loader.load(file: start).get()[0],
      invariants: try loader.loadInvariants(file: "Scenarios/app.invariants.yaml").get(),
      options: ExploreOptions(maximumSteps: 30))
  }

  @Test(arguments: ["fresh-install.yaml", "signed-in.yaml"])
  func randomJourneysKeepEveryInvariant(from start: String) throws {
    let explorer = try explorer(from: start)
    #expect(explorer.invariants.count >= 10)
    for seed in UInt64(1)...100 {
      let exploration = explorer.explore(seed: seed)
      guard let violation = exploration.violation else { continue }
      var shrinker = Shrinker(budget: 500, replay: explorer.replay)
      let shrunk = shrinker.shrink(exploration.candidate, failingWith: violation)
      let journey = explorer.reproduction(
        of: shrunk.candidate, violation: shrunk.violation, name: "Explore seed \(seed)",
        description: "Found by exploring seed \(seed) from \(start).")
      Issue.record(
        """
        seed \(seed) from \(start): \(shrunk.violation.message)
        the shrunk journey:
        \(JourneyWriter.text(of: journey))
        """)
      return
    }
  }
}
