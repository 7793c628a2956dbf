@testable import benchmarks
import JourneyExplore
import Testing

/// The guided side of `app.explore.guided_ratio` explores as `journey explore` does by default:
/// each seed of a generation from its lead, whole journeys, the ones that reached something new
/// kept for the next generation's leads.
@Suite struct AppExploreBenchmarkTests {
  @Test func exploresGuidedGenerationAfterGenerationKeepingWhatReachedSomethingNew() {
    let app = AppExploreBenchmark()
    var exploration = GuidedExploration(catalog: app.explorer.runner.host.mockCatalog)
    let first = app.runGuided(seeds: 1...5, continuing: &exploration)
    let kept = exploration.corpus.count
    let second = app.runGuided(seeds: 6...10, continuing: &exploration)
    #expect(first == 5 * 40)
    #expect(second == 5 * 40)
    #expect(kept > 0)
    #expect(exploration.corpus.count >= kept)
    #expect(exploration.corpus.map(\.seed).allSatisfy { (1...10).contains($0) })
  }
}
