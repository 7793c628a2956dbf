import HarnessTestSupport
import JourneyCLI
import Testing

@Suite struct ConsoleStyleTests {
  @Test(arguments: [
    (true, [String: String](), true),
    (false, [:], false),
    (true, ["NO_COLOR": "1"], false),
    (true, ["NO_COLOR": ""], true),
  ])
  func colourOnlyOnATerminalWithoutNoColor(isTerminal: Bool, environment: [String: String], usesColor: Bool) {
    #expect(ConsoleStyle(isTerminal: isTerminal, environment: environment).usesColor == usesColor)
  }

  @Test(arguments: [
    (["LANG": "en_US.UTF-8"], true),
    (["LANG": "C.utf8"], true),
    (["LC_ALL": "C", "LANG": "en_US.UTF-8"], false),
    (["LC_CTYPE": "de_DE.UTF-8", "LANG": "C"], true),
    (["LC_ALL": "", "LANG": "C.UTF-8"], true),
    ([:], false),
  ])
  func unicodeMarksOnlyInAUTF8Locale(environment: [String: String], usesUnicode: Bool) {
    let style = ConsoleStyle(isTerminal: false, environment: environment)
    #expect(style.usesUnicode == usesUnicode)
    #expect(style.passMark == (usesUnicode ? "✓" : "PASS"))
    #expect(style.failMark == (usesUnicode ? "✗" : "FAIL"))
  }

  @Test func paintWrapsTextInEscapesWhenColoured() {
    #expect(ConsoleStyle(usesColor: true, usesUnicode: true).paint("ok", .green) == "\u{1B}[32mok\u{1B}[0m")
    #expect(ConsoleStyle(usesColor: false, usesUnicode: true).paint("ok", .green) == "ok")
  }

  @Test func aTerminalGetsColourAndAProgressCounterThatIsClearedBeforeEachLine() throws {
    let sandbox = try Sandbox([
      "Scenarios/farewell.yaml": Journeys.farewell,
      "Scenarios/visits.yaml": Journeys.visits,
    ])
    let output = TextBuffer(isTerminal: true)
    let status = JourneyTool(host: GreeterHost()).run(
      arguments: ["run", "--parallel", "1", sandbox.path("Scenarios")],
      environment: ["LANG": "C.UTF-8"], output: output, errors: TextBuffer(), workingDirectory: sandbox.root)
    #expect(status == .failed)
    let text = withoutDurations(sandbox.relativized(output.text))
    let progress = #/\r\u{1B}\[2K(\[\d/2\] running…)?/#
    #expect(
      text.replacing(progress, with: "").hasPrefix(
        "\u{1B}[31m✗\u{1B}[0m Scenarios/farewell.yaml › Says goodbye \u{1B}[2m(…)\u{1B}[0m\n"
          + "\u{1B}[32m✓\u{1B}[0m Scenarios/visits.yaml › Counts visits \u{1B}[2m(…)\u{1B}[0m\n"
          + "\n\u{1B}[31mFailures:\u{1B}[0m\n\n1) Scenarios/farewell.yaml › Says goodbye\n"
          + "Scenarios/farewell.yaml:7:5: \u{1B}[31merror:\u{1B}[0m see \"Goodbye!\""))
    #expect(!text.contains("[2/2]"))
    #expect(!text.split(separator: "✓").last!.contains("running…"))
    #expect(text.hasSuffix("\n\u{1B}[32m1 passed\u{1B}[0m, \u{1B}[31m1 failed\u{1B}[0m\n"))
  }
}
