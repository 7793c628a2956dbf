import Foundation
import HarnessTestSupport
import JourneyCLI
import Testing

/// `journey show-report`'s usage errors, in-process; serving is `JourneyReportServerTests`'.
@Suite struct JourneyToolShowReportTests {
  @Test func withoutAReportItNamesTheDefaultAndHowToWriteOne() throws {
    let sandbox = try Sandbox()
    let run = journey(["show-report"], in: sandbox)
    #expect(run.status == .invalidInput)
    #expect(run.errors.hasPrefix("error: cannot read the HTML report '.journey/report.html': no such file"))
  }

  @Test func aFileThatIsNotAnHTMLReportIsRefused() throws {
    let sandbox = try Sandbox(["report.json": "{}"])
    let run = journey(["show-report", "report.json"], in: sandbox)
    #expect(run.status == .invalidInput)
    #expect(
      run.errors == "error: 'report.json' is not an HTML report; write one with 'journey run --html <file>'\n")
  }

  @Test func aReportOfAnotherFormatVersionIsRefusedForItsVersion() throws {
    let sandbox = try Sandbox([
      "Scenarios/greet.yaml": Journeys.greet,
      "Scenarios/__snapshots__/greet/greeted.txt": Journeys.greetedGolden.replacingOccurrences(of: "Ada", with: "Bob"),
    ])
    #expect(journey(["run", "--ci", "--html", "report.html", sandbox.path("Scenarios")], in: sandbox).status == .failed)
    let page = try #require(sandbox.read("report.html"))
    try sandbox.write(page.replacingOccurrences(of: "\"version\":3", with: "\"version\":1"), to: "report.html")
    let run = journey(["show-report", "report.html"], in: sandbox)
    #expect(run.status == .invalidInput)
    #expect(
      run.errors
        == "error: cannot review the HTML report 'report.html': it is written in version 1 of the report's format, "
        + "by an older harness, and this one reads version 3; write it again with this harness's 'journey run --html'\n")
  }
}
