import IssueReporting
import Synchronization

/// Collects the issues reported through `reportIssue` while a step runs but outside the app's
/// store (the host building a screen, reading state, decoding an action), which the runtime does
/// not see, so that they fail the step as the runtime's issues do.
final class HostIssueCollector: IssueReporter {
  private let reported = Mutex<[String]>([])

  /// Removes and returns the issues collected so far, each with the Swift place that reported it.
  func take() -> [String] {
    reported.withLock { issues in
      defer { issues.removeAll() }
      return issues
    }
  }

  func reportIssue(
    _ message: @autoclosure () -> String?, severity: IssueSeverity, fileID: StaticString,
    filePath: StaticString, line: UInt, column: UInt
  ) {
    guard severity != .warning else { return }
    let text = """
      \(message() ?? "An issue was reported.")
      (reported at \(fileID):\(line):\(column), outside the app's reducers and effects)
      """
    reported.withLock { $0.append(text) }
  }

  func expectIssue(
    _ message: @autoclosure () -> String?, fileID: StaticString, filePath: StaticString,
    line: UInt, column: UInt
  ) {}
}
