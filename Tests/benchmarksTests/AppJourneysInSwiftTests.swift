@testable import benchmarks
import Testing

/// The journeys the benchmarks drive directly in Swift stay the journeys of their files: the
/// harness's overhead over them (`app.runner.overhead_ratio`) compares the same work only while
/// both take the same steps, and the benchmarks stop at their first figure that does not.
@Suite struct AppJourneysInSwiftTests {
  @Test func takeAsManyStepsAsTheHarnessOnTheirFiles() {
    let direct = AppJourneysInSwift().run()
    let harness = AppSuiteBenchmark.run(paths: AppJourneysInSwift.files)
    #expect(direct == harness)
    #expect(direct > 0)
  }
}
