import IssueReporting
import Testing

@testable import SimulationRuntime

@Suite struct RuntimeIssueReporterTests {
  @Test func anIssueReportedWhileTheRuntimeDrivesIsTheRuntimes() throws {
    let runtime = Runtime()
    let reporter = try #require(runtime.issueReporters.first)
    runtime.beginStep()
    reporter.reportIssue(
      "the runtime's own", severity: .error, fileID: #fileID, filePath: #filePath, line: #line, column: #column)
    runtime.endStep()
    #expect(runtime.takeIssues().map(\.message).contains { $0.contains("the runtime's own") })
  }

  /// A task that escaped a runtime now gone may report while a runtime made later at the same
  /// address drives the thread: the issue is not that runtime's.
  @Test func anIssueOfARuntimeGoneIsNotTheIssueOfOneMadeWhereItWas() {
    let runtime = Runtime()
    let earlier = RuntimeIssueReporter(
      runtime: Unmanaged.passUnretained(runtime).toOpaque(), identity: runtime.identity - 1)
    runtime.beginStep()
    withKnownIssue {
      earlier.reportIssue(
        "a gone runtime's", severity: .error, fileID: #fileID, filePath: #filePath, line: #line, column: #column)
    }
    runtime.endStep()
    #expect(runtime.takeIssues().isEmpty)
  }
}
