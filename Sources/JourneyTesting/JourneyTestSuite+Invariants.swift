import JourneyModel
import Testing

extension JourneyTestSuite {
  /// Checks the invariants of `invariantsFile` on random journeys from `start`, as `journey
  /// explore --invariants` does, and records each kind of violation as an issue at the
  /// invariant's name in the invariants file, with the journey that shows it, shrunk and written
  /// as `journey explore` writes it:
  ///
  /// ```swift
  /// @Test func randomJourneysKeepTheInvariants() {
  ///   Journeys.checkInvariants(
  ///     in: "Scenarios/app.invariants.yaml", exploringFrom: .file("Scenarios/signed-in.yaml"))
  /// }
  /// ```
  ///
  /// Each seed's journey depends on its seed alone, so the same seeds find the same violations
  /// on any machine: a test that passes keeps passing until the app or the files change. The
  /// defaults, 20 seeds of at most 20 steps, take well under a second for an app of a few
  /// features in a debug build (50 seeds of 30 steps, about a second);
  /// `journey explore` explores more seeds, longer, in worker processes. The journeys run
  /// in the test's process: an app that traps ends the test run, and a step that never returns
  /// never ends it; `journey explore` reports both.
  ///
  /// - Parameters:
  ///   - invariantsFile: The invariants file (`*.invariants.yaml`). A relative path, as a
  ///     `.file` start's, is looked for in the current folder, then in each folder above the
  ///     calling source file.
  ///   - start: Where every journey starts: a launch unless told otherwise.
  ///   - seeds: The seeds to explore, each one journey: the first seed of `journey explore` is 1,
  ///     so that `journey explore --seed 7 --journeys 1` explores this check's seed 7.
  ///   - steps: The most steps each journey takes after the start.
  ///   - sourceLocation: The call site, where a problem without a place in a file is recorded,
  ///     and from whose file relative paths are looked for.
  /// - Returns: How much was explored and what was recorded, for further checks.
  @discardableResult
  public static func checkInvariants(
    in invariantsFile: String,
    exploringFrom start: ExplorationStart = .launch,
    seeds: ClosedRange<UInt64> = 1...20,
    steps: Int = 20,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> InvariantsExploration {
    let explorer = InvariantsExplorer(
      host: host, invariantsFile: TestPath.resolve(invariantsFile, from: sourceLocation.filePath),
      start: start.resolved(from: sourceLocation.filePath), seeds: seeds, steps: steps, command: command)
    let exploration = explorer.explore(
      caller: FileLocation(file: sourceLocation.filePath, line: sourceLocation.line, column: sourceLocation.column))
    exploration.problems.forEach(record)
    return exploration
  }
}
