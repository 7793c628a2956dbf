import Foundation
import JourneyFiles
import JourneyLoader
import JourneyModel
import JourneyRunner
import JourneySuite
import MockKit
import SimulationRuntime

/// The journey harness against hand-written Swift: the same journeys of the tally, once as YAML
/// loaded and run by the harness, once as Swift driving a ``SimulationStore`` through the
/// tally's screen.
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

  /// Loads every journey, then runs them all through the harness, as `journey run` does;
  /// returns the steps run. `traced` records every journey's trace and encodes it as a trace
  /// file's bytes, as `journey run --trace on` does before writing it.
  func runThroughHarness(files: [String: String], traced: Bool = false) -> Int {
    let loader = JourneyLoader(fileSystem: InMemoryFileSystem(files))
    let runner = JourneyRunner(host: TallyHost(), snapshots: NoGoldenSnapshots())
    var journeys: [Journey] = []
    for path in files.keys.sorted() {
      guard case .success(let loaded) = loader.load(file: path) else {
        preconditionFailure("the benchmark journey \(path) does not load")
      }
      journeys += loaded
    }
    var steps = 0
    for journey in journeys {
      let sink = traced ? TraceSink() : nil
      let result = runner.run(journey, observer: sink)
      precondition(result.status == .passed, "the benchmark journey failed: \(String(describing: result.failure))")
      if let sink {
        precondition(sink.characters > 0, "the benchmark journey left no trace")
      }
      steps += result.steps.count
    }
    return steps
  }

  /// Drives the same journeys directly in Swift, with the same public APIs a Swift test would
  /// use: a store, and the screen to find each element by its label (as the journeys do, so
  /// that a missing or disabled button fails here too); checks the same texts and state.
  /// Returns the steps taken.
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
      do {
        for block in 1...blocksPerJourney {
          store.send(try TallyApp.screen(store.state).tap("Add"))
          precondition(TallyApp.screen(store.state).contains(text: "Total: \(block)"))
          store.send(try TallyApp.screen(store.state).type("x", into: "Note"))
          store.send(try TallyApp.screen(store.state).tap("Fetch"))
          store.advance(by: .milliseconds(100))
          precondition(TallyApp.screen(store.state).contains(text: "Remote: 7"))
          precondition(store.state.total == block)
          steps += 7
        }
      } catch {
        preconditionFailure("the benchmark journey failed: \(error)")
      }
      store.cancelAllEffects()
    }
    return steps
  }
}

/// Takes each journey's trace and makes its file's bytes, as a run that keeps traces does before
/// writing them.
final class TraceSink: JourneyObserver {
  /// The length of the last trace's file.
  private(set) var characters = 0
  private let files = TraceFiles(mode: .on, root: FileManager.default.currentDirectoryPath)

  var tracesSteps: Bool { true }

  func journeyTraced(_ trace: JourneyTrace) {
    characters = files.fileData(of: trace).count
  }
}
