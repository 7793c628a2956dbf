import Dependencies
import HarnessTestSupport
import JourneyCLI
import JourneyHosting
import JourneyRunner
import MockKit
import Synchronization
import Testing
import TextUI

/// `journey run --trace failed`, the default: journeys run untraced, and one that fails runs again
/// to record its trace.
@Suite struct JourneyToolTraceRerunTests {
  private let journeyFile = """
    name: Counts visits
    steps:
      - launch
      - see: "Visits: 2"
    """

  @Test func aPassingJourneyRunsOnceAndKeepsNoTrace() throws {
    let sandbox = try Sandbox(["Scenarios/visits.yaml": journeyFile])
    let host = LaunchCountingHost()
    let run = journey(["run", sandbox.path("Scenarios")], in: sandbox, host: host)
    #expect(run.status == .passed, "\(run.output)")
    #expect(host.launches.count == 1)
    #expect(!sandbox.exists(".journey/traces"))
  }

  @Test func aFailingJourneyRunsAgainToRecordItsTrace() throws {
    let sandbox = try Sandbox(["Scenarios/visits.yaml": journeyFile.replacingOccurrences(of: "2", with: "5")])
    let host = LaunchCountingHost(isDeterministic: true)
    let run = journey(["run", sandbox.path("Scenarios")], in: sandbox, host: host)
    #expect(run.status == .failed)
    #expect(host.launches.count == 2)
    let path = ".journey/traces/Scenarios-visits--counts-visits--df77e2ff.json"
    #expect(run.output.contains("\n  trace: \(path) (show it with 'journey trace show \(path)')\n"))
    #expect(!run.output.contains("warning:"))
    let show = journey(["trace", "show", path], in: sandbox)
    #expect(show.output.hasPrefix("Scenarios/visits.yaml › Counts visits: failed"), "\(show.output)")
  }

  @Test func traceOnRunsEachJourneyOnce() throws {
    let sandbox = try Sandbox(["Scenarios/visits.yaml": journeyFile.replacingOccurrences(of: "2", with: "5")])
    let host = LaunchCountingHost(isDeterministic: true)
    let run = journey(["run", "--trace", "on", sandbox.path("Scenarios")], in: sandbox, host: host)
    #expect(run.status == .failed)
    #expect(host.launches.count == 1)
  }

  @Test func aJourneyThatEndsDifferentlyWhenRunAgainIsReported() throws {
    // The host counts visits across runs, so the second run sees one more visit and passes.
    let sandbox = try Sandbox(["Scenarios/visits.yaml": journeyFile.replacingOccurrences(of: "2", with: "3")])
    let host = LaunchCountingHost(isDeterministic: false)
    let run = journey(["run", sandbox.path("Scenarios")], in: sandbox, host: host)
    #expect(run.status == .failed)
    #expect(
      run.output.contains(
        "\n  warning: the journey ended differently when run again to record its trace (passed), so the "
          + "trace is of another run: its result depends on more than its file, its seed and its mocks\n"),
      "\(run.output)")
  }
}

/// The greeter, counting its launches; unless deterministic, each launch starts with one visit
/// per earlier launch, as an app reading a file the harness does not reset would.
private struct LaunchCountingHost: JourneyHost {
  typealias Feature = GreeterApp

  final class Launches: Sendable {
    private let value = Mutex(0)
    var count: Int { value.withLock { $0 } }
    func add() { value.withLock { $0 += 1 } }
  }

  var isDeterministic = true
  let launches = Launches()

  var mockCatalog: MockCatalog { MockCatalog([GreeterClient.descriptor]) }

  func initialState(given: GreeterHost.Given, world: MockWorld) -> GreeterApp.State {
    GreeterApp.State(visits: isDeterministic ? 1 : 1 + launches.count)
  }

  /// Called once per launch, after the initial state.
  func reducer() -> GreeterApp {
    launches.add()
    return GreeterApp()
  }

  func dependencies(world: MockWorld, into dependencies: inout DependencyValues) {
    dependencies.greeter = .mock(world)
  }

  var launchAction: GreeterApp.Action? { .launched }

  func screen(_ state: GreeterApp.State) -> Screen<GreeterApp.Action> {
    GreeterApp.screen(state)
  }
}
