import IssueReporting
import Synchronization

/// Collects the issues reported through `reportIssue` while a step runs but outside the app's
/// store (the host building a screen, reading state, decoding an action), which the runtime does
/// not see, so that they fail the step as the runtime's issues do.
final class HostIssueCollector: IssueReporter {
  /// An issue collected: its message, with the Swift place that reported it.
  struct Reported {
    var message: String
    /// Reported with the warning severity, which fails nothing.
    var isWarning: Bool
  }

  private let reported = Mutex<[Reported]>([])

  /// Removes and returns the issues collected so far.
  func take() -> [Reported] {
    reported.withLock { issues in
      defer { issues.removeAll() }
      return issues
    }
  }

  func reportIssue(
    _ message: @autoclosure () -> String?, severity: IssueSeverity, fileID: StaticString,
    filePath: StaticString, line: UInt, column: UInt
  ) {
    let text = """
      \(message() ?? "An issue was reported.")
      (reported at \(fileID):\(line):\(column), outside the app's reducers and effects)
      """
    reported.withLock { $0.append(Reported(message: text, isWarning: severity == .warning)) }
  }

  func expectIssue(
    _ message: @autoclosure () -> String?, fileID: StaticString, filePath: StaticString,
    line: UInt, column: UInt
  ) {}
}
