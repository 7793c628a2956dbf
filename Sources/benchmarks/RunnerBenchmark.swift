import Foundation
import JourneyLoader
import JourneyModel
import JourneyRunner
import MockKit
import SimulationRuntime

/// The journey harness against hand-written Swift: the same journeys of the tally, once as YAML
/// loaded and run by the harness, once as the same actions sent to a ``SimulationStore``.
///
/// Each journey launches the app, then repeats a block of seven steps: tap Add, see the total,
/// type into Note, tap Fetch, wait 100ms for the answer, see it, and expect the total in the
/// state.
struct RunnerBenchmark {
  let journeyCount: Int
  let blocksPerJourney: Int

  /// Steps per journey, counting `launch`.
  var stepsPerJourney: Int {
    1 + 7 * blocksPerJourney
  }

  /// The journey files, by path.
  var files: [String: String] {
    var files: [String: String] = [:]
    for number in 0..<journeyCount {
      var lines = ["name: Tally \(number)", "steps:", "  - launch"]
      for block in 1...blocksPerJourney {
        lines += [
          "  - tap: Add",
          "  - see: \"Total: \(block)\"",
          "  - type: { text: x, into: Note }",
          "  - tap: Fetch",
          "  - wait: 100ms",
          "  - see: \"Remote: 7\"",
          "  - expect: { total: \(block) }",
        ]
      }
      files["Journeys/tally-\(number).yaml"] = lines.joined(separator: "\n") + "\n"
    }
    return files
  }

  /// Loads and runs every journey through the harness; returns the steps run.
  func runThroughHarness(files: [String: String]) -> Int {
    let loader = JourneyLoader(fileSystem: InMemoryFileSystem(files))
    let runner = JourneyRunner(host: TallyHost(), snapshots: NoGoldens())
    var steps = 0
    for path in files.keys.sorted() {
      guard case .success(let journeys) = loader.load(file: path) else {
        preconditionFailure("the benchmark journey \(path) does not load")
      }
      for journey in journeys {
        let result = runner.run(journey)
        precondition(result.status == .passed, "the benchmark journey failed: \(String(describing: result.failure))")
        steps += result.steps.count
      }
    }
    return steps
  }

  /// Sends the same actions to a store directly, checking the same things; returns the steps
  /// taken.
  func runDirectly() -> Int {
    let host = TallyHost()
    var steps = 0
    for _ in 0..<journeyCount {
      let world = MockWorld(catalog: host.mockCatalog)
      let store = SimulationStore(initialState: TallyApp.State(), reducer: TallyApp()) { dependencies in
        host.dependencies(world: world, into: &dependencies)
      }
      store.send(.launched)
      steps += 1
      var note = ""
      for block in 1...blocksPerJourney {
        store.send(.addTapped)
        precondition(TallyApp.screen(store.state).contains(text: "Total: \(block)"))
        note += "x"
        store.send(.noteChanged(note))
        store.send(.fetchTapped)
        store.advance(by: .milliseconds(100))
        precondition(TallyApp.screen(store.state).contains(text: "Remote: 7"))
        precondition(store.state.total == block)
        steps += 7
      }
      store.cancelAllEffects()
    }
    return steps
  }
}

/// No journey of the benchmark takes a snapshot.
struct NoGoldens: SnapshotStore {
  func golden(for key: SnapshotKey) throws -> String? { nil }
}
