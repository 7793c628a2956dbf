import AppJourneyHost
import JourneyTesting
import Testing

/// The whole journey suite, in CI mode: a failed journey, an invalid file, a golden that does not
/// match or is missing, or a golden no journey uses fails the tests.
@Suite struct ScenarioSuiteTests {
  @Test func everyJourneyPassesInCIMode() {
    let report = JourneySuite.run(host: AppJourneyHost(), folder: "Scenarios")
    let failed = report.outcomes.filter { !$0.passed }.map(\.result.journey)
    #expect(report.outcomes.count >= 60)
    #expect(failed.isEmpty)
  }
}
