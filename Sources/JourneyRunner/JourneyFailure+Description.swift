import JourneyModel
import Prelude
import ValueCoding

extension JourneyFailure: CustomStringConvertible {
  /// What failed, as a diagnostic or an annotation's title names it: `given`, the step's
  /// summary, or `end of journey`.
  public var subject: String {
    switch phase {
    case .setup: "given"
    case .step(let step): step.kind.summary
    case .end: "end of journey"
    }
  }

  /// The failure as a diagnostic: the step's summary and the message, at the failure's location.
  public var diagnostic: Diagnostic {
    Diagnostic(.error, at: location, "\(subject): \(message)")
  }

  /// The whole report of the failure, for people: the diagnostic, then the subflows it happened
  /// in, the virtual time, the screen and the last actions, each indented below.
  ///
  /// ```
  /// counter.yaml:9:7: error: tap "Strat": no element labelled "Strat" on screen Counter; …
  ///   in the subflow run at counter.yaml:4:5
  ///   at virtual time 2s
  ///   screen:
  ///     screen Counter
  ///       text "Count: 2"
  ///   last actions, oldest first:
  ///     0s .launched sent
  ///     1s .tick from an effect of .startTapped
  /// ```
  public var description: String {
    var lines = [diagnostic.description]
    for run in subflowRuns.reversed() {
      lines.append("  in the subflow run at \(run)")
    }
    lines.append("  at virtual time \(time.journeyDescription)")
    if let screen {
      lines.append("  screen:")
      lines += screen.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
    }
    if !recentActions.isEmpty {
      lines.append("  last actions, oldest first:")
      lines += recentActions.map { "    \($0)" }
    }
    return lines.joined(separator: "\n")
  }
}
