import Foundation
import JourneyReports
import Testing

@Suite struct HTMLReporterTests {
  /// A run of one journey whose snapshot differs from its golden file in one line.
  private let report = """
    {
      "exitStatus": 1, "mode": "ci", "fullRun": true,
      "summary": { "passed": 0, "failed": 1, "skipped": 0, "invalidFiles": 0 },
      "inputDiagnostics": [], "inputErrors": [],
      "journeys": [{
        "file": "Scenarios/greet.yaml", "name": "Greets by name", "tags": [],
        "location": { "file": "Scenarios/greet.yaml", "line": 1, "column": 1 },
        "status": "failed", "errors": [], "warnings": [], "steps": [],
        "snapshots": [{
          "name": "hello", "location": { "file": "Scenarios/greet.yaml", "line": 5, "column": 5 },
          "goldenFile": "Scenarios/__snapshots__/greet/hello.txt", "comparison": "mismatched",
          "action": "notWritten",
          "diff": "--- Scenarios/__snapshots__/greet/hello.txt\\n+++ actual\\n@@ -1,2 +1,2 @@\\n screen Greeting\\n-  text \\"Hello, Ada\\"\\n+  text \\"Hello, <Grace>\\""
        }],
        "virtualDuration": "0s", "timing": { "seconds": 0.01 }
      }],
      "goldenFiles": { "obsolete": [], "obsoleteFailsRun": false, "deleted": [], "errors": [] },
      "timing": { "seconds": 0.02 }
    }
    """

  private func page() throws -> String {
    HTMLReporter.document(
      try JSONDecoder().decode(ReportDocument.self, from: Data(report.utf8)), traces: [:])
  }

  @Test func aGoldenMismatchShowsUnifiedWithAToggleToSideBySide() throws {
    let html = try page()
    #expect(html.contains("<div class=\"golden\" data-view=\"unified\">"))
    #expect(
      html.contains(
        "<button type=\"button\" data-view=\"unified\" aria-pressed=\"true\">Unified</button>"
          + "<button type=\"button\" data-view=\"split\" aria-pressed=\"false\">Side by side</button>"))
    #expect(html.contains("<span class=\"removed\">-  text \"Hello, Ada\"</span>"))
    #expect(html.contains(".golden[data-view=unified] .split, .golden[data-view=split] .unified { display: none; }"))
  }

  @Test func theSideBySideTableHasTheGoldenOnTheLeftAndTheActualOnTheRight() throws {
    let html = try page()
    let start = try #require(html.range(of: "<table class=\"split\">"))
    let end = try #require(html.range(of: "</table>", range: start.upperBound..<html.endIndex))
    let table = String(html[start.lowerBound..<end.upperBound])
    #expect(
      table == """
        <table class="split">
        <thead><tr><th colspan="2">Scenarios/__snapshots__/greet/hello.txt</th><th colspan="2">actual</th></tr></thead>
        <tbody>
        <tr class="hunk"><td colspan="4">@@ -1,2 +1,2 @@</td></tr>
        <tr><td class="number">1</td><td class="same">screen Greeting</td><td class="number">1</td><td class="same">screen Greeting</td></tr>
        <tr><td class="number">2</td><td class="removed">  text \"Hello, Ada\"</td><td class="number">2</td><td class="added">  text \"Hello, &lt;Grace&gt;\"</td></tr>
        </tbody></table>
        """)
  }
}
