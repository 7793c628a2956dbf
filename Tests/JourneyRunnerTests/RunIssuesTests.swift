import IssueReporting
import JourneyModel
import Testing

@testable import JourneyRunner

@Suite struct RunIssuesTests {
  @Test func anIssueReportedOutsideTheStoreFailsAndAWarningIsKept() {
    let issues = RunIssues()
    issues.collecting {
      reportIssue("the host is confused")
      reportIssue("the host is unsure", severity: .warning)
    }
    let failures = issues.failures(in: nil, at: at(6))
    #expect(failures?.hasPrefix("the host is confused\n(reported at ") == true)
    #expect(issues.warnings.map(\.location) == [at(6)])
    #expect(issues.warnings.first?.message.hasPrefix("the host is unsure") == true)
    #expect(issues.failures(in: nil, at: at(7)) == nil)
  }

  @Test func anUnimplementedEndpointSaysHowToMockIt() {
    let message = RunIssues.withHint("Unimplemented: 'AuthClient.login' …")
    #expect(message.hasPrefix("The app called AuthClient.login, which the host leaves unimplemented"))
    #expect(message.contains("Set 'AuthClient' to a mock of the world"))
    #expect(message.hasSuffix("\nUnimplemented: 'AuthClient.login' …"))
    #expect(RunIssues.withHint("something else") == "something else")
  }
}
