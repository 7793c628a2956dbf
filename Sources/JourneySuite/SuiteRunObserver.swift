import JourneyModel

/// Follows a run of journeys as it goes, on the thread that started it.
public protocol SuiteRunObserver {
  /// The files are loaded and checked; `journeyCount` journeys are about to run.
  func runStarted(inputDiagnostics: [Diagnostic], inputErrors: [String], journeyCount: Int)
  /// Another journey has finished; `count` of `total` have, in any order.
  func journeysFinished(_ count: Int, of total: Int)
  /// The next journey's outcome, in file order.
  func journeyReported(_ outcome: JourneyOutcome)
}
