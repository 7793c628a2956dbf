import JourneyModel
import JourneyRunner
import ValueCoding

/// `counter.yaml:line:column`.
func at(_ line: Int, _ column: Int = 5, file: String = "counter.yaml") -> FileLocation {
  FileLocation(file: file, line: line, column: column)
}

/// A journey of `counter.yaml` whose step `n` (from 0) is at line `4 + n`, column 5.
func counterJourney(
  _ kinds: StepKind..., given: Given = Given(), exhaustive: Bool = false
) -> Journey {
  Journey(
    file: "counter.yaml", name: "Counter", given: given,
    steps: kinds.enumerated().map { Step($0.element, at: at(4 + $0.offset)) },
    exhaustive: exhaustive, location: at(1, 7)
  )
}

/// Runs `journey` with the counter host and the golden texts `goldens`, by snapshot name.
func run(
  _ journey: Journey,
  goldens: [String: String] = [:],
  options: RunOptions = RunOptions(),
  observer: (any JourneyObserver)? = nil
) -> JourneyResult {
  JourneyRunner(host: CounterHost(), snapshots: InMemorySnapshotStore(goldens: goldens), options: options)
    .run(journey, observer: observer)
}

/// `expect` of one path at line `line`.
func expectation(_ path: String, _ matcher: Matcher, line: Int) throws -> StateExpectation {
  StateExpectation(path: try ValuePath(parsing: path), matcher: matcher, location: at(line, 7))
}

extension JourneyResult {
  /// The statuses of the steps, for a compact comparison.
  var stepStatuses: [StepResult.Status] {
    steps.map(\.status)
  }
}
