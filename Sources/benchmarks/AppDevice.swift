import AppFeature
import AppJourneyHost
import Foundation
import MockKit
import Prelude
import SimulationRuntime
import TextUI
import ValueCoding

/// This package's app on a simulated device, driven directly in Swift as a hand-written test
/// drives it: the world set up from a `given` by the app's host, a ``SimulationStore`` of the app
/// made on each launch as the harness makes it (the host's state, reducer and dependencies, dates
/// going on from the earlier launches, the next seed), elements of the host's screen found by
/// label and their actions sent, and every check a precondition.
///
/// Each method is one step of a journey and counts as one, as the harness counts them; a step
/// the app reports an issue in (other than a warning) stops the benchmarks, as it fails the
/// harness's step.
final class AppDevice {
  typealias Action = AppFeature.Action

  private let host = AppJourneyHost()
  private let world: MockWorld
  private let given: AppGiven
  /// The folder of the journey's golden snapshots.
  private let goldenFolder: String
  private var store: SimulationStore<AppFeature>?
  private var launches = 0
  /// The virtual time that passed in the earlier launches.
  private var earlierLaunchesTime: Duration = .zero
  /// For each mock, how many of its calls ``expectCalls(_:)`` has checked.
  private var checkedCalls: [String: Int] = [:]
  /// The steps taken: each method's, and one for each ``subflow(_:)``.
  private(set) var steps = 0

  /// A device prepared as a journey's `given` says, with the golden snapshots of `goldenFolder`.
  init(given: Value, goldenFolder: String) {
    world = MockWorld(catalog: host.mockCatalog)
    self.goldenFolder = goldenFolder
    do {
      self.given = try ValueDecoder(rejectsUnknownKeys: true).decode(AppGiven.self, from: given)
      try host.prepare(world: world, given: self.given)
    } catch {
      preconditionFailure("cannot prepare the device from \(given): \(error)")
    }
    for call in world.calls {
      checkedCalls[call.mock, default: 0] += 1
    }
  }

  private var runningStore: SimulationStore<AppFeature> {
    guard let store else { preconditionFailure("the app is not running") }
    return store
  }

  /// The screen the app shows now.
  var screen: Screen<Action> {
    host.screen(runningStore.state)
  }

  /// The app's state now.
  var state: AppFeature.State {
    runningStore.state
  }

  // MARK: Steps

  /// Counts a step, runs it, and stops on an issue the app reported during it.
  private func step(_ body: () throws -> Void) {
    steps += 1
    do {
      try body()
    } catch {
      preconditionFailure("a step of the app's journey failed: \(error)")
    }
    let issues = store?.runtime.takeIssues().filter { $0.kind != .reportedWarning } ?? []
    precondition(issues.isEmpty, "the app reported issues: \(issues)")
  }

  /// A subflow: one step of its own, then its steps.
  func subflow(_ body: () -> Void) {
    step(body)
  }

  func launch() {
    step(startApp)
  }

  /// Terminates the app (its terminate action, then every effect cancelled) and launches a fresh
  /// one in the same world.
  func relaunch() {
    step {
      let old = runningStore
      if let terminate = host.terminateAction { old.send(terminate) }
      old.cancelAllEffects()
      earlierLaunchesTime += old.runtime.elapsed
      startApp()
    }
  }

  private func startApp() {
    let configuration = RuntimeConfiguration(
      epoch: (host.startDate(given: given) ?? RuntimeConfiguration.defaultEpoch)
        .addingTimeInterval(earlierLaunchesTime.inSeconds),
      seed: UInt64(launches))
    launches += 1
    let store = SimulationStore(
      initialState: host.initialState(given: given, world: world), reducer: host.reducer(),
      configuration: configuration
    ) { [host, world] dependencies in
      host.dependencies(world: world, into: &dependencies)
    }
    self.store = store
    if let launch = host.launchAction { store.send(launch) }
  }

  func tap(_ label: String) {
    step { runningStore.send(try screen.tap(label)) }
  }

  func type(_ text: String, into label: String) {
    step { runningStore.send(try screen.type(text, into: label)) }
  }

  func select(_ option: String, in picker: String) {
    step { runningStore.send(try screen.select(option, in: picker)) }
  }

  func back() {
    step { runningStore.send(try screen.back()) }
  }

  func wait(_ duration: Duration) {
    step { runningStore.advance(by: duration) }
  }

  /// Moves time from timer to timer until the topmost screen or sheet is named `name`, checking
  /// first and after each instant's work, but not past `limit`, as `wait: { until: { screen: … } }`
  /// does.
  func waitUntilScreen(_ name: String, atMost limit: Duration) {
    step {
      let deadline = runningStore.runtime.elapsed + limit
      while screen.topmostName != name {
        guard runningStore.runtime.elapsed < deadline, runningStore.advanceToNextTimer() else {
          preconditionFailure("expected screen \(name) within \(limit), found \(screen.topmostName)")
        }
      }
    }
  }

  /// Moves time from timer to timer until none is pending, within an hour, as `settle` does.
  func settle() {
    step { precondition(runningStore.settle(limit: .seconds(3600)), "the app did not settle within an hour") }
  }

  func see(_ text: String) {
    step { precondition(screen.contains(text: text), "no visible text contains \"\(text)\"") }
  }

  func notSee(_ text: String) {
    step { precondition(!screen.contains(text: text), "\"\(text)\" is visible") }
  }

  /// The topmost screen or sheet is named `name`.
  func showsScreen(_ name: String) {
    step { precondition(screen.topmostName == name, "expected screen \(name), found \(screen.topmostName)") }
  }

  func expect(_ holds: (AppFeature.State) -> Bool) {
    step { precondition(holds(state), "the app's state is not as expected") }
  }

  /// Each mock's calls since its last check are exactly `expected`, in order: each an endpoint,
  /// and arguments the call's include.
  func expectCalls(_ expected: KeyValuePairs<String, [(endpoint: String, arguments: ValueObject)]>) {
    step {
      for (mock, calls) in expected {
        let all = world.calls.filter { $0.mock == mock }
        let actual = all.dropFirst(checkedCalls[mock, default: 0])
        checkedCalls[mock] = all.count
        precondition(
          actual.count == calls.count
            && zip(actual, calls).allSatisfy { call, expected in
              guard call.endpoint == expected.endpoint, case .object(let arguments) = call.arguments else { return false }
              return expected.arguments.keys.allSatisfy { arguments[$0] == expected.arguments[$0] }
            },
          "the calls of \(mock) are \(Array(actual))")
      }
    }
  }

  /// The screen's text is the golden text of the snapshot `name`.
  func snapshot(_ name: String) {
    step {
      let golden = try String(contentsOfFile: "\(goldenFolder)/\(name).txt", encoding: .utf8)
      precondition(screen.render() + "\n" == golden, "the screen differs from the golden snapshot \(name)")
    }
  }

  /// Stops whatever is still running.
  func end() {
    store?.cancelAllEffects()
  }
}
