import HarnessTestSupport
import Foundation
import JourneyCLI
import JourneySuite
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `journey run --format junit`: XML that parses, with the counts, failures and steps CI systems
/// read.
@Suite struct JUnitReporterTests {
  private func report(_ sandbox: Sandbox, _ arguments: [String] = []) throws -> (ToolRun, XMLDocument) {
    let run = journey(["run", "--format", "junit"] + arguments + [sandbox.path("Scenarios")], in: sandbox)
    return (run, try XMLDocument(data: Data(run.output.utf8)))
  }

  @Test func suitesPerFileCasesPerJourneyAndFailuresWithTheirLocation() throws {
    let sandbox = try Sandbox([
      "Scenarios/greet.yaml": Journeys.greet,
      "Scenarios/farewell.yaml": Journeys.farewell,
      "Scenarios/broken.yaml": "name: Broken\nsteps: [lunch]\n",
      "Scenarios/__snapshots__/greet/greeted.txt": Journeys.greetedGolden,
    ])
    let (run, document) = try report(sandbox)
    #expect(run.status == .invalidInput)
    let root = try #require(document.rootElement())
    #expect(root.name == "testsuites")
    #expect(root.attribute(forName: "tests")?.stringValue == "3")
    #expect(root.attribute(forName: "failures")?.stringValue == "1")
    #expect(root.attribute(forName: "errors")?.stringValue == "1")
    #expect(Double(root.attribute(forName: "time")?.stringValue ?? "") != nil)
    let suites = root.elements(forName: "testsuite")
    #expect(
      suites.map { $0.attribute(forName: "name")?.stringValue }
        == ["Scenarios/broken.yaml", "Scenarios/farewell.yaml", "Scenarios/greet.yaml"])

    let invalid = try #require(suites[0].elements(forName: "testcase").first?.elements(forName: "error").first)
    #expect(
      invalid.attribute(forName: "message")?.stringValue
        == "Scenarios/broken.yaml:2: unknown step 'lunch'; did you mean 'launch'?")
    #expect(invalid.stringValue == "Scenarios/broken.yaml:2:9: error: unknown step 'lunch'; did you mean 'launch'?")

    let farewell = try #require(suites[1].elements(forName: "testcase").first)
    #expect(farewell.attribute(forName: "name")?.stringValue == "Says goodbye")
    #expect(farewell.attribute(forName: "classname")?.stringValue == "Scenarios/farewell.yaml")
    #expect(farewell.attribute(forName: "file")?.stringValue == "Scenarios/farewell.yaml")
    #expect(farewell.attribute(forName: "line")?.stringValue == "1")
    let failure = try #require(farewell.elements(forName: "failure").first)
    #expect(failure.attribute(forName: "type")?.stringValue == "step")
    #expect(
      failure.attribute(forName: "message")?.stringValue
        == #"Scenarios/farewell.yaml:7: see "Goodbye!": no visible text contains "Goodbye!". Visible texts: "Greeter", "Name", "Your name", "Greet", "Hello!", "Visits: 1""#)
    #expect(failure.stringValue?.contains("  last actions, oldest first:\n    0s .launched sent\n") == true)
    #expect(
      farewell.elements(forName: "system-out").first?.stringValue == """
        passed  launch (Scenarios/farewell.yaml:4:5, at 0s)
        passed  tap "Greet" (Scenarios/farewell.yaml:5:5, at 0s)
        passed  wait 500ms (Scenarios/farewell.yaml:6:5, at 0s)
        failed  see "Goodbye!" (Scenarios/farewell.yaml:7:5, at 500ms)
        [[ATTACHMENT|.journey/traces/Scenarios-farewell--says-goodbye--84aecf7c.json]]

        """)

    let greet = try #require(suites[2].elements(forName: "testcase").first)
    #expect(greet.elements(forName: "failure").isEmpty)
    #expect(suites[2].attribute(forName: "failures")?.stringValue == "0")
  }

  @Test func namesAndMessagesAreEscaped() throws {
    let sandbox = try Sandbox([
      "Scenarios/odd.yaml": """
        name: "Quotes \\" & <angles> 'and' \\e escapes"
        steps:
          - launch
          - see: "<b>Bold</b> & \\"co\\""
        """
    ])
    let (_, document) = try report(sandbox)
    let testCase = try #require(document.rootElement()?.elements(forName: "testsuite").first?.elements(forName: "testcase").first)
    #expect(testCase.attribute(forName: "name")?.stringValue == "Quotes \" & <angles> 'and' \\u{1B} escapes")
    let message = try #require(testCase.elements(forName: "failure").first?.attribute(forName: "message")?.stringValue)
    #expect(message.hasPrefix(#"Scenarios/odd.yaml:4: see "<b>Bold</b> & \"co\"": no visible text contains"#))
  }

  @Test func obsoleteGoldensInCIModeAreFailuresOfTheRun() throws {
    let sandbox = try Sandbox([
      "Scenarios/visits.yaml": Journeys.visits,
      "Scenarios/__snapshots__/visits/old.txt": "screen Greeter\n",
    ])
    let (run, document) = try report(sandbox, ["--ci"])
    #expect(run.status == .failed)
    let suites = try #require(document.rootElement()?.elements(forName: "testsuite"))
    #expect(suites.last?.attribute(forName: "name")?.stringValue == "journey run")
    #expect(
      suites.last?.elements(forName: "testcase").first?.elements(forName: "failure").first?
        .attribute(forName: "message")?.stringValue
        == "Scenarios/__snapshots__/visits/old.txt: obsolete golden file: no journey of Scenarios/visits.yaml takes snapshot 'old'; delete it with 'journey run --prune'")
    #expect(document.rootElement()?.attribute(forName: "failures")?.stringValue == "1")
  }

  @Test func outputWritesTheReportToAFileAndTheConsoleToStandardOutput() throws {
    let sandbox = try Sandbox(["Scenarios/visits.yaml": Journeys.visits])
    let run = journey(
      ["run", "--format", "junit", "--output", sandbox.path("reports/junit.xml"), sandbox.path("Scenarios")],
      in: sandbox)
    #expect(run.status == .passed)
    #expect(run.output == "✓ Scenarios/visits.yaml › Counts visits (…)\n\n1 passed, 0 failed\n")
    let text = try #require(sandbox.read("reports/junit.xml"))
    let document = try XMLDocument(data: Data(text.utf8))
    #expect(document.rootElement()?.attribute(forName: "tests")?.stringValue == "1")
  }
}
