import IssueReporting
import Synchronization

/// Collects the issues reported while it is installed, with their lines, so tests can compare
/// failure messages exactly.
final class IssueCollector: IssueReporter {
  struct Issue: Equatable {
    var message: String
    var line: UInt
  }

  private let issues = Mutex<[Issue]>([])

  var collected: [Issue] {
    issues.withLock { $0 }
  }

  func reportIssue(
    _ message: @autoclosure () -> String?, severity: IssueSeverity, fileID: StaticString,
    filePath: StaticString, line: UInt, column: UInt
  ) {
    let message = message() ?? ""
    issues.withLock { $0.append(Issue(message: message, line: line)) }
  }

  /// Runs `body` with this collector as the only reporter and returns what it collected.
  static func collect(_ body: () -> Void) -> [Issue] {
    let collector = IssueCollector()
    withIssueReporters([collector], operation: body)
    return collector.collected
  }
}
