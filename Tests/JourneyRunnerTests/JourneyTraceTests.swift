import JourneyLoader
import JourneyModel
import JourneyRunner
import Testing

/// The trace the runner records for an observer that asks for it.
@Suite struct JourneyTraceTests {
  /// Keeps the trace of the journey it observes.
  final class TraceObserver: JourneyObserver {
    let tracesSteps: Bool
    private(set) var trace: JourneyTrace?

    init(tracesSteps: Bool = true) {
      self.tracesSteps = tracesSteps
    }

    func journeyTraced(_ trace: JourneyTrace) {
      self.trace = trace
    }
  }

  private func trace(tracesSteps: Bool = true) throws -> JourneyTrace? {
    let journey = try JourneyLoader(fileSystem: InMemoryFileSystem(JourneyRunnerTests.files))
      .load(file: "Journeys/counter.yaml").get()[0]
    let observer = TraceObserver(tracesSteps: tracesSteps)
    _ = JourneyRunner(host: CounterHost(), snapshots: InMemorySnapshotStore(goldens: [:])).run(journey, observer: observer)
    return observer.trace
  }

  @Test func everyStepIsTracedWithWhatItDid() throws {
    let trace = try #require(try trace())
    #expect(trace.file == "Journeys/counter.yaml")
    #expect(trace.status == "failed")
    #expect(
      trace.steps.map { "\(String(repeating: "  ", count: $0.depth))\($0.step) \($0.status) at \($0.time)" } == [
        "launch passed at 0s",
        "run start.subflow.yaml passed at 0s",
        "  tap \"Start\" passed at 0s",
        "  wait 3s passed at 0s",
        "see \"Count: 3\" passed at 3s",
        "tap \"Stop\" passed at 3s",
        "expect passed at 3s",
        "calls passed at 3s",
        "receive passed at 3s",
        "snapshot count-3 failed at 3s",
      ])
    let launch = trace.steps[0]
    #expect(launch.stateChanges.map(\.path) == [""])
    #expect(launch.calls.map { "\($0.mock).\($0.endpoint)" } == ["backend.fetchGoal"])
    #expect(launch.pending.count == 2)
    let wait = trace.steps[3]
    #expect(
      wait.actions.map { "\($0.time) \($0.action) \($0.cause)" } == [
        "1s .counter(.tick) effect of .counter(.startTapped)",
        "2s .goal(.loaded(5)) effect of .app(.launched)",
        "2s .counter(.tick) effect of .counter(.startTapped)",
        "3s .counter(.tick) effect of .counter(.startTapped)",
      ])
    #expect(
      wait.stateChanges == [
        StepTrace.StateChange(path: "count", before: "0", after: "3"),
        StepTrace.StateChange(path: "goal", before: "null", after: "5"),
      ])
    let stop = trace.steps[5]
    #expect(stop.screen.contains("  button \"Stop\" [disabled]"))
    #expect(trace.steps[9].failure?.hasPrefix("Journeys/counter.yaml:") == true)
  }

  @Test func twoRunsGiveEqualTracesAndAnObserverThatDoesNotAskGetsNone() throws {
    #expect(try trace() == trace())
    #expect(try trace(tracesSteps: false) == nil)
  }
}
