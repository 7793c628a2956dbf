import AppJourneyHost
import Clocks
import ConcurrencyExtras
import Dependencies
import Foundation
import JourneyCoverage
import JourneyExplore
import JourneyReference
import ReducerCore
import SimulationRuntime

// Prints one `name: value` line per figure. Run with `swift run -c release benchmarks`, or with
// the beginnings of figures' names as arguments (`benchmarks coverage. app.runner`) to measure
// only the figures whose names begin so.

/// The beginnings of the names of the figures to measure, from the command line; none for all.
let selectedFigures = CommandLine.arguments.dropFirst()

/// Whether any of the figures named `names`, measured together, is selected by ``selectedFigures``.
func measures(_ names: String...) -> Bool {
  selectedFigures.isEmpty || names.contains { name in selectedFigures.contains { name.hasPrefix($0) } }
}

/// A feature whose effects sleep on the clock in a loop: each iteration is one sleep/resume cycle.
struct Sleeper: Reducer {
  struct State { var finished = 0 }
  enum Action: Sendable { case start(effects: Int, cycles: Int), finished }
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start(let effects, let cycles):
      return .merge(
        (0..<effects).map { _ in
          .run { [clock] send in
            for _ in 0..<cycles { try await clock.sleep(for: .milliseconds(1)) }
            await send(.finished)
          }
        })
    case .finished:
      state.finished += 1
      return .none
    }
  }
}

/// The processor time this process has used, in seconds: unlike wall time, it does not count
/// the time other processes on a busy machine take.
func processorSeconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Sleep/resume cycles per second on the simulation runtime, recognising effects' own tasks
/// with `identity`.
func runtimeCyclesPerSecond(
  effects: Int, cycles: Int, identity: TaskIdentity = .runtimeEntryPoint
) -> Double {
  let start = processorSeconds()
  let store = SimulationStore(
    initialState: Sleeper.State(), reducer: Sleeper(),
    configuration: RuntimeConfiguration(
      maxTimersPerStep: .max, maxJobsPerStep: .max, taskIdentity: identity))
  store.send(.start(effects: effects, cycles: cycles))
  store.advance(by: .milliseconds(cycles))
  precondition(
    store.state.finished == effects,
    "the workload did not finish: \(store.runtime.takeIssues().map(\.message))")
  return Double(effects * cycles) / (processorSeconds() - start)
}

/// The same cycles on swift-clocks' `TestClock`, made deterministic with `withMainSerialExecutor`.
func testClockCyclesPerSecond(effects: Int = 1, cycles: Int) async -> Double {
  let result = LockIsolated(0.0)
  await withMainSerialExecutor {
    let start = processorSeconds()
    let clock = TestClock()
    let tasks = (0..<effects).map { _ in
      Task {
        for _ in 0..<cycles { try await clock.sleep(for: .milliseconds(1)) }
      }
    }
    await clock.advance(by: .milliseconds(cycles))
    for task in tasks { _ = await task.result }
    result.setValue(Double(effects * cycles) / (processorSeconds() - start))
  }
  return result.value
}

/// Prints `name: value`, a figure below 1 with three decimals, so that a small ratio keeps two
/// significant digits.
func report(_ name: String, _ value: Double) {
  print("\(name): \(String(format: value >= 100 ? "%.0f" : value >= 1 ? "%.2f" : "%.3f", value))")
}

// The workload: 1,000 effects, each sleeping 1 ms on the clock 200 times, in one advance of the
// clock. The same workload runs on `TestClock` (fewer cycles: it is much slower).
/// The median of five measurements, after one to warm up.
func median(_ measure: () -> Double) -> Double {
  _ = measure()
  return (0..<5).map { _ in measure() }.sorted()[2]
}

let effects = 1_000
if measures(
  "runtime.cycles_per_s", "runtime.testclock_ratio", "runtime.cycles_per_s_single_effect", "testclock.cycles_per_s",
  "runtime.cycles_per_s_unsafe_current_task", "runtime.cycles_per_s_no_task_identity")
{
  let runtime = median { runtimeCyclesPerSecond(effects: effects, cycles: 200) }
  let testClock = await testClockCyclesPerSecond(effects: effects, cycles: 10)
  report("runtime.cycles_per_s", runtime)
  report("runtime.testclock_ratio", runtime / testClock)
  report(
    "runtime.cycles_per_s_single_effect",
    median { runtimeCyclesPerSecond(effects: 1, cycles: 200_000) })
  report("testclock.cycles_per_s", testClock)
  report(
    "runtime.cycles_per_s_unsafe_current_task",
    median { runtimeCyclesPerSecond(effects: effects, cycles: 200, identity: .unsafeCurrentTask) })
  report(
    "runtime.cycles_per_s_no_task_identity",
    median { runtimeCyclesPerSecond(effects: effects, cycles: 200, identity: .none) })
}

/// The steps and processor time of each of `works`, summed over `slices` slices in each of which
/// every work runs once, in turn, given the slice's number: side by side, a burst of load on a
/// shared machine weighs on them alike, so the ratios of their speeds hold steady.
func sideBySide(slices: Int, _ works: [(_ slice: Int) -> Int]) -> [(steps: Int, seconds: Double)] {
  var totals = Array(repeating: (steps: 0, seconds: 0.0), count: works.count)
  for slice in 0..<slices {
    for (index, work) in works.enumerated() {
      let start = processorSeconds()
      totals[index].steps += work(slice)
      totals[index].seconds += processorSeconds() - start
    }
  }
  return totals
}

/// How many slices a round of ``medians(of:_:)`` takes.
let slicesPerRound = 10

/// The medians of `figures` over five rounds of `works` side by side in ``slicesPerRound``
/// slices, after one slice to warm up.
func medians(
  of works: [(_ slice: Int) -> Int], _ figures: [([(steps: Int, seconds: Double)]) -> Double]
) -> [Double] {
  _ = sideBySide(slices: 1, works)
  let rounds = (0..<5).map { _ in sideBySide(slices: slicesPerRound, works) }
  return figures.map { figure in rounds.map(figure).sorted()[2] }
}

/// Steps per second of YAML journeys loaded and run through the harness, the harness's time over
/// the time of the same journeys driven directly in Swift, and the harness's time with every
/// journey traced over its time without, all in processor time: each slice runs 20 journeys the
/// three ways.
func runnerFigures() -> (stepsPerSecond: Double, overheadRatio: Double, traceCostRatio: Double) {
  let benchmark = RunnerBenchmark(journeyCount: 20, blocksPerJourney: 8)
  let files = benchmark.files
  let figures = medians(
    of: [
      { _ in benchmark.runThroughHarness(files: files) },
      { _ in benchmark.runThroughHarness(files: files, traced: true) },
      { _ in benchmark.runDirectly() },
    ],
    [
      { Double($0[0].steps) / $0[0].seconds },
      { $0[0].seconds / $0[2].seconds },
      { $0[1].seconds / $0[0].seconds },
    ])
  return (figures[0], figures[1], figures[2])
}

if measures("runner.steps_per_s", "runner.overhead_ratio", "runner.trace_cost_ratio") {
  let runner = runnerFigures()
  report("runner.steps_per_s", runner.stepsPerSecond)
  report("runner.overhead_ratio", runner.overheadRatio)
  report("runner.trace_cost_ratio", runner.traceCostRatio)
}

/// Steps per second of exploration, in processor time, and their ratio to the harness's steps per
/// second on written journeys: each slice explores 20 seeds (seeds 1 to 200 over a round), then
/// runs 20 written journeys.
func exploreFigures() -> (stepsPerSecond: Double, runnerRatio: Double) {
  let journeys = RunnerBenchmark(journeyCount: 20, blocksPerJourney: 8)
  let files = journeys.files
  let figures = medians(
    of: [
      { slice in ExploreBenchmark(seeds: UInt64(slice * 20 + 1)...UInt64(slice * 20 + 20)).run() },
      { _ in journeys.runThroughHarness(files: files) },
    ],
    [
      { Double($0[0].steps) / $0[0].seconds },
      { (Double($0[0].steps) / $0[0].seconds) / (Double($0[1].steps) / $0[1].seconds) },
    ])
  return (figures[0], figures[1])
}

if measures("explore.steps_per_s", "explore.runner_ratio") {
  let explore = exploreFigures()
  report("explore.steps_per_s", explore.stepsPerSecond)
  report("explore.runner_ratio", explore.runnerRatio)
}

/// Steps per second of this app's suite run through the harness, and their ratio to the tally's
/// `runner.steps_per_s` measured side by side: each slice runs a tenth of the files of
/// `Scenarios/` (the whole suite over a round), then the runner's 20 tally journeys.
func appRunnerFigures() -> (stepsPerSecond: Double, tallyRatio: Double) {
  let suite = AppSuiteBenchmark(slices: slicesPerRound)
  let tally = RunnerBenchmark(journeyCount: 20, blocksPerJourney: 8)
  let files = tally.files
  let figures = medians(
    of: [
      { slice in suite.run(slice: slice) },
      { _ in tally.runThroughHarness(files: files) },
    ],
    [
      { Double($0[0].steps) / $0[0].seconds },
      { (Double($0[0].steps) / $0[0].seconds) / (Double($0[1].steps) / $0[1].seconds) },
    ])
  return (figures[0], figures[1])
}

if measures("app.runner.steps_per_s", "app.runner.tally_ratio") {
  let appRunner = appRunnerFigures()
  report("app.runner.steps_per_s", appRunner.stepsPerSecond)
  report("app.runner.tally_ratio", appRunner.tallyRatio)
}

/// The harness's time over the direct Swift path's on the same journeys of this app: each slice
/// runs the files of ``AppJourneysInSwift`` through the harness, then their Swift versions, which
/// must take as many steps.
func appOverheadRatio() -> Double {
  let journeys = AppJourneysInSwift()
  return medians(
    of: [
      { _ in AppSuiteBenchmark.run(paths: AppJourneysInSwift.files) },
      { _ in journeys.run() },
    ],
    [
      { sides in
        precondition(
          sides[0].steps == sides[1].steps,
          "the journeys in Swift took \(sides[1].steps) steps, their files \(sides[0].steps)")
        return sides[0].seconds / sides[1].seconds
      }
    ])[0]
}

if measures("app.runner.overhead_ratio") {
  report("app.runner.overhead_ratio", appOverheadRatio())
}

/// Steps per second of exploring this app from a signed-in start with its invariants, and their
/// ratio to the tally's `explore.steps_per_s` measured side by side: each slice explores 5 seeds
/// of the app (seeds 1 to 50 over a round), then 20 of the tally.
func appExploreFigures() -> (stepsPerSecond: Double, tallyRatio: Double) {
  let app = AppExploreBenchmark()
  let figures = medians(
    of: [
      { slice in app.run(seeds: UInt64(slice * 5 + 1)...UInt64(slice * 5 + 5)) },
      { slice in ExploreBenchmark(seeds: UInt64(slice * 20 + 1)...UInt64(slice * 20 + 20)).run() },
    ],
    [
      { Double($0[0].steps) / $0[0].seconds },
      { (Double($0[0].steps) / $0[0].seconds) / (Double($0[1].steps) / $0[1].seconds) },
    ])
  return (figures[0], figures[1])
}

if measures("app.explore.steps_per_s", "app.explore.tally_ratio") {
  let appExplore = appExploreFigures()
  report("app.explore.steps_per_s", appExplore.stepsPerSecond)
  report("app.explore.tally_ratio", appExplore.tallyRatio)
}

/// Guided exploration's processor time per step over uniform exploration's, on this app as
/// ``appExploreFigures()`` explores it: each slice explores 5 seeds (seeds 1 to 50 over a round)
/// guided, one generation of the round's guided exploration, then the same seeds uniformly. Each
/// round explores guided afresh, with an explorer whose recorders met no state yet, as one
/// `journey explore` does: the rounds explore the same seeds, whose states an explorer kept from
/// an earlier round would find met already.
func appGuidedRatio() -> Double {
  let app = AppExploreBenchmark()
  let catalog = app.explorer.runner.host.mockCatalog
  var guidedApp = app
  var guided = GuidedExploration(catalog: catalog)
  return medians(
    of: [
      { slice in
        if slice == 0 {
          guidedApp = app.afresh()
          guided = GuidedExploration(catalog: catalog)
        }
        return guidedApp.runGuided(seeds: UInt64(slice * 5 + 1)...UInt64(slice * 5 + 5), continuing: &guided)
      },
      { slice in app.run(seeds: UInt64(slice * 5 + 1)...UInt64(slice * 5 + 5)) },
    ],
    [{ ($0[0].seconds / Double($0[0].steps)) / ($0[1].seconds / Double($0[1].steps)) }])[0]
}

if measures("app.explore.guided_ratio") {
  report("app.explore.guided_ratio", appGuidedRatio())
}

/// This app's suite recording its coverage, as `journey run --coverage` does, over the same suite
/// without, in processor time: each slice runs a tenth of the files of `Scenarios/` both ways.
func coverageRecordingRatio() -> Double {
  let suite = AppSuiteBenchmark(slices: slicesPerRound)
  let universe = Coverage(reference: HostReference(host: AppJourneyHost()))
  return medians(
    of: [
      { slice in suite.run(slice: slice) },
      { slice in suite.run(slice: slice, coverage: universe) },
    ],
    [{ $0[1].seconds / $0[0].seconds }])[0]
}

if measures("coverage.recording_ratio") {
  report("coverage.recording_ratio", coverageRecordingRatio())
}
