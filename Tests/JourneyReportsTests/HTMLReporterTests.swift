import Foundation
import JourneyReports
import JourneyRunner
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
      "journeyFileDigests": {},
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

  @Test func stepsAreDataThePageLaysOutWhenTheirJourneyOpensEachScreenOnce() throws {
    let trace = JourneyTrace(
      file: "Scenarios/greet.yaml", name: "Greets by name", tags: [], status: "failed",
      steps: [
        StepTrace(
          step: "launch", location: "Scenarios/greet.yaml:4:5", depth: 0, status: "passed", time: "0s",
          duration: "0s", actions: [StepTrace.Action(time: "0s", action: ".launched", cause: "sent")],
          stateChanges: [StepTrace.StateChange(path: "name", before: nil, after: "\"\"")],
          screen: ["screen Greeting", "  text \"</script>\""]),
        StepTrace(
          step: "see \"Hi\"", location: "Scenarios/greet.yaml:5:5", depth: 0, status: "failed", time: "0s",
          duration: "0s", screen: ["screen Greeting", "  text \"</script>\""], failure: "no visible text contains \"Hi\""),
        StepTrace(step: "tap \"Go\"", location: "Scenarios/greet.yaml:6:5", depth: 0, status: "skipped", time: "0s", duration: "0s"),
      ],
      failure: nil, warnings: [], virtualDuration: "0s")
    var document = try JSONDecoder().decode(ReportDocument.self, from: Data(report.utf8))
    document.journeys[0].trace = "traces/greet.json"
    let html = HTMLReporter.document(document, traces: ["traces/greet.json": trace])

    #expect(
      html.contains(
        #"""
        <ol class="steps" data-journey="1"></ol>
        <script type="application/json" id="journey-1">[{"actions":["0s .launched sent"],"calls":[],"depth":0,"location":"Scenarios/greet.yaml:4:5","pending":[],"screen":0,"state":["name: added \"\""],"status":"passed","step":"launch","time":"0s"},{"actions":[],"calls":[],"depth":0,"failure":"no visible text contains \"Hi\"","location":"Scenarios/greet.yaml:5:5","pending":[],"screen":0,"state":[],"status":"failed","step":"see \"Hi\"","time":"0s"},{"depth":0,"location":"Scenarios/greet.yaml:6:5","status":"skipped","step":"tap \"Go\"","time":"0s"}]</script>
        """#))
    #expect(
      html.contains(
        #"<script type="application/json" id="screens">["screen Greeting\n  text \"\u003c/script>\""]</script>"#))
    // The screens, the journey's steps, the report for review and the page's script.
    #expect(html.components(separatedBy: "</script>").count == 5, "a text of the trace ends a script element")
  }

  @Test func stepsWithoutATraceAreDataToo() throws {
    var document = try JSONDecoder().decode(ReportDocument.self, from: Data(report.utf8))
    document.journeys[0].steps = [
      try JSONDecoder().decode(
        ReportDocument.StepDocument.self,
        from: Data(
          #"{"step": "launch", "kind": "launch", "location": {"file": "Scenarios/greet.yaml", "line": 4, "column": 5}, "depth": 0, "status": "passed", "virtualStart": "0s", "virtualDuration": "0s"}"#
            .utf8))
    ]
    let html = HTMLReporter.document(document, traces: [:])
    #expect(
      html.contains(
        #"<script type="application/json" id="journey-1">[{"depth":0,"location":"Scenarios/greet.yaml:4","status":"passed","step":"launch","time":"0s"}]</script>"#
      ))
    #expect(html.contains("No trace was kept for this journey"))
  }

  @Test func aTraceFileThatIsNotHereIsNamed() throws {
    var document = try JSONDecoder().decode(ReportDocument.self, from: Data(report.utf8))
    document.journeys[0].trace = ".journey/traces/greet.json"
    let html = HTMLReporter.document(document, traces: [:])
    #expect(
      html.contains(
        "<p class=\"muted\">The trace file <code>.journey/traces/greet.json</code> is not here; keep it beside the report "
          + "to see each step's screen, state, actions and calls.</p>"))
    #expect(!html.contains("No trace was kept"))
  }

  @Test func everyValueOfTheReportIsEscapedInAttributesAndText() throws {
    var document = try JSONDecoder().decode(ReportDocument.self, from: Data(report.utf8))
    let hostile = #"x" onmouseover="alert('1')"><script>alert(2)</script>&"#
    document.journeys[0].name = hostile
    document.journeys[0].file = hostile
    document.journeys[0].tags = [hostile]
    document.journeys[0].virtualDuration = hostile
    document.journeys[0].trace = hostile
    let html = HTMLReporter.document(document, traces: [:])

    let escapedAttribute = "x&quot; onmouseover=&quot;alert(&apos;1&apos;)&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;&amp;"
    let escapedText = "x\" onmouseover=\"alert('1')\"&gt;&lt;script&gt;alert(2)&lt;/script&gt;&amp;"
    #expect(
      html.contains(
        "<section class=\"journey failed\" id=\"first-failure\" data-status=\"failed\" "
          + "data-text=\"\(escapedAttribute) \(escapedAttribute) \(escapedAttribute)\">"))
    #expect(html.contains("<span class=\"name\">\(escapedText)</span>"))
    #expect(html.contains("<span class=\"file\">\(escapedText)</span>"))
    #expect(html.contains("<span class=\"tag\">\(escapedText)</span>"))
    #expect(html.contains("<span class=\"durations\">\(escapedText) virtual"))
    #expect(html.contains("The trace file <code>\(escapedText)</code> is not here"))
    #expect(!html.contains("<script>alert"))
  }

  @Test func aGoldenAwaitingReviewHasAcceptAndRejectThatOnlyAServedPageTurnsOn() throws {
    let html = try page()
    let review =
      "<div class=\"review\" role=\"group\" aria-label=\"Golden file Scenarios/__snapshots__/greet/hello.txt\">"
      + "<button type=\"button\" data-decision=\"accept\" data-golden=\"Scenarios/__snapshots__/greet/hello.txt\" disabled aria-describedby=\"review-hint\">Accept</button> "
      + "<button type=\"button\" data-decision=\"reject\" data-golden=\"Scenarios/__snapshots__/greet/hello.txt\" disabled aria-describedby=\"review-hint\">Reject</button> "
      + "<span class=\"review-state\" role=\"status\" tabindex=\"-1\"></span></div>"
    #expect(html.contains(review))
    #expect(
      html.contains(
        "<p id=\"review-hint\" class=\"muted\">Accept and Reject write golden files when the report is served: "
          + "<code>journey show-report</code> with this file.</p>"))
    #expect(!html.contains("journey-review-token\" content"))
    let served = HTMLReporter.served(html, token: "5ec2e7")
    #expect(served.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta name=\"journey-review-token\" content=\"5ec2e7\">\n"))
    #expect(served.replacingOccurrences(of: "<meta name=\"journey-review-token\" content=\"5ec2e7\">\n", with: "") == html)
  }

  @Test func theReportForReviewHoldsOnlyTheSnapshotsThatAwaitIt() throws {
    var document = try JSONDecoder().decode(ReportDocument.self, from: Data(report.utf8))
    var written = document.journeys[0]
    written.name = "Writes its golden"
    written.snapshots[0].action = "written"
    document.journeys.append(written)
    document.journeys[0].snapshots[0].actual = "screen Greeting\n  text \"Hello, <Grace>\"\n"
    let html = HTMLReporter.document(document, traces: [:])
    let text = try #require(HTMLReporter.reviewReportText(inPage: html))
    #expect(!text.contains("<"), "a text of the report ends its script element")
    let review = try JSONDecoder().decode(ReportDocument.self, from: Data(text.utf8))
    #expect(review.journeys.map(\.name) == ["Greets by name"])
    #expect(review.journeys[0].snapshots.map(\.actual) == [document.journeys[0].snapshots[0].actual])
    #expect(html.components(separatedBy: "data-decision=\"accept\"").count == 2)

    document.journeys.removeFirst()
    let nothingToReview = HTMLReporter.document(document, traces: [:])
    #expect(HTMLReporter.reviewReportText(inPage: nothingToReview) == nil)
    #expect(!nothingToReview.contains("data-decision=\"") && !nothingToReview.contains("id=\"review-hint\""))
  }

  @Test func aNewSnapshotShowsTheTextAcceptingWrites() throws {
    var document = try JSONDecoder().decode(ReportDocument.self, from: Data(report.utf8))
    document.journeys[0].snapshots[0].comparison = "missing"
    document.journeys[0].snapshots[0].diff = nil
    document.journeys[0].snapshots[0].actual = "screen Greeting\n  text \"Hello, <Grace>\"\n"
    let html = HTMLReporter.document(document, traces: [:])
    #expect(
      html.contains(
        """
        <div class="golden new">
        <h3>Snapshot hello is new: there is no Scenarios/__snapshots__/greet/hello.txt</h3>
        <pre class="actual">screen Greeting
          text "Hello, &lt;Grace&gt;"
        </pre>
        <div class="review"
        """))
  }

  @Test func filtersAreAGroupJourneysHeadingsAndTheFirstFailureALinkAway() throws {
    let html = try page()
    #expect(
      html.contains(
        """
        <fieldset class="status"><legend>Status</legend>
        <label><input type="checkbox" name="status" value="passed" checked> Passed</label>
        <label><input type="checkbox" name="status" value="failed" checked> Failed</label>
        </fieldset>
        """))
    #expect(html.contains("<summary><h2><span class=\"mark\">✗</span> <span class=\"name\">Greets by name</span>"))
    #expect(html.contains("<a class=\"pill failed\" href=\"#first-failure\">1 failed</a>"))
    #expect(html.contains("<section class=\"journey failed\" id=\"first-failure\""))
    #expect(html.contains("<link rel=\"icon\" href=\"data:,\">"))
  }

  @Test func aRunThatRecordedCoverageEndsWithItsTablesAndWhatWasNeverReached() throws {
    let recorded = report.replacingOccurrences(
      of: #""timing": { "seconds": 0.02 }"#,
      with: #"""
        "timing": { "seconds": 0.02 },
        "coverage": { "formatVersion": 1,
          "reached": { "screen": ["Greeting"], "action": ["greet.tapped"], "element": ["Greeting: button \"<Greet>\""] },
          "unreached": { "action": ["greet.cleared"], "interaction": ["Greeting: button \"<Greet>\""] } }
        """#)
    let html = HTMLReporter.document(try JSONDecoder().decode(ReportDocument.self, from: Data(recorded.utf8)), traces: [:])
    let section = try #require(html.firstRange(of: "<section class=\"coverage\"").map { html[$0.lowerBound...] })
    #expect(
      section.hasPrefix(
        """
        <section class="coverage" aria-labelledby="coverage-heading">
        <h2 id="coverage-heading">Coverage</h2>
        <p>2 of 4 known things reached (50%), 1 elements seen.</p>
        <table class="coverage">
        <caption>Reached of known, per feature</caption>
        <thead><tr><th scope="col">Feature</th><th scope="col">Actions</th><th scope="col">State paths</th><th scope="col">Mock outcomes</th><th scope="col">Total</th></tr></thead>
        <tbody>
        <tr><th scope="row">greet</th><td>1/2 (50%)</td><td>-</td><td>-</td><td>1/2 (50%)</td></tr>
        </tbody></table>
        <table class="coverage">
        <caption>Reached of known, per kind</caption>
        <thead><tr><th scope="col">Kind</th><th scope="col">Reached</th></tr></thead>
        <tbody>
        <tr><th scope="row">Screens</th><td>1/1 (100%)</td></tr>
        <tr><th scope="row">Elements used</th><td>0/1 (0%)</td></tr>
        <tr><th scope="row">Actions</th><td>1/2 (50%)</td></tr>
        <tr><th scope="row">State paths</th><td>-</td></tr>
        <tr><th scope="row">Mock outcomes</th><td>-</td></tr>
        <tr><th scope="row">Deep links</th><td>-</td></tr>
        <tr><th scope="row">Invariants</th><td>-</td></tr>
        </tbody></table>
        <details class="unreached">
        <summary><h3>Never reached: elements used (1)</h3></summary>
        <ul><li>Greeting: button "&lt;Greet&gt;"</li></ul>
        </details>
        <details class="unreached">
        <summary><h3>Never reached: actions (1)</h3></summary>
        <ul><li>greet.cleared</li></ul>
        </details>
        </section>
        """))
    #expect(HTMLReporter.reviewReportText(inPage: html)?.contains("coverage") == false)
    #expect(try !page().contains("<section class=\"coverage\""))
  }
}
