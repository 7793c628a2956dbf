@testable import JourneyCLI
import JourneyFiles
import JourneyModel
import JourneyRunner
import JourneySuite
import Testing

/// The console reporter, fed by hand so that the progress counter's timing is fixed.
@Suite struct ConsoleReporterTests {
  private func outcome(_ name: String, passed: Bool) -> JourneyOutcome {
    let location = FileLocation(file: "Scenarios/\(name).yaml", line: 1, column: 7)
    let journey = Journey(file: location.file, name: name, steps: [], location: location)
    let failure = JourneyFailure(
      phase: .end, location: location, message: "the journey ended with 1 effect in flight")
    return JourneyOutcome(
      result: JourneyResult(
        journey: JourneyIdentity(journey), status: passed ? .passed : .failed, steps: [],
        failure: passed ? nil : failure, warnings: [], snapshots: [], virtualDuration: .seconds(1)),
      snapshots: [], duration: .milliseconds(1234))
  }

  private func report(_ outcomes: [JourneyOutcome]) -> RunReport {
    RunReport(
      mode: .record, isFullRun: true, inputDiagnostics: [], invalidFileCount: 0, inputErrors: [],
      outcomes: outcomes, skippedCount: 0, obsoleteFiles: [], deletedFiles: [], fileErrors: [],
      duration: .seconds(2))
  }

  @Test func onATerminalTheCounterIsRewrittenInPlaceAndClearedBeforeEachLine() {
    let output = TextBuffer(isTerminal: true)
    let reporter = ConsoleReporter(output: output, style: ConsoleStyle(usesColor: false, usesUnicode: true), command: JourneyCommandName("journey"))
    let outcomes = [outcome("first", passed: true), outcome("second", passed: false), outcome("third", passed: true)]
    reporter.runStarted(inputDiagnostics: [], inputErrors: [], journeyCount: 3)
    reporter.journeysFinished(1, of: 3)
    reporter.journeysFinished(2, of: 3)
    reporter.journeyReported(outcomes[0])
    reporter.journeyReported(outcomes[1])
    reporter.journeysFinished(3, of: 3)
    reporter.journeyReported(outcomes[2])
    reporter.finish(report(outcomes))
    let clear = "\r\u{1B}[2K"
    #expect(
      output.text == """
        \(clear)[1/3] running…\(clear)[2/3] running…\(clear)✓ Scenarios/first.yaml › first (1.23 s)
        \(clear)[2/3] running…\(clear)✗ Scenarios/second.yaml › second (1.23 s)
        \(clear)[2/3] running…\(clear)✓ Scenarios/third.yaml › third (1.23 s)

        Failures:

        1) Scenarios/second.yaml › second
        Scenarios/second.yaml:1:7: error: end of journey: the journey ended with 1 effect in flight
          at virtual time 0s

        2 passed, 1 failed

        """)
  }

  @Test func offATerminalThereIsNoCounter() {
    let output = TextBuffer(isTerminal: false)
    let reporter = ConsoleReporter(output: output, style: ConsoleStyle(usesColor: false, usesUnicode: false), command: JourneyCommandName("journey"))
    reporter.runStarted(inputDiagnostics: [], inputErrors: [], journeyCount: 1)
    reporter.journeysFinished(1, of: 1)
    reporter.journeyReported(outcome("only", passed: true))
    reporter.finish(report([outcome("only", passed: true)]))
    #expect(output.text == "PASS Scenarios/only.yaml > only (1.23 s)\n\n1 passed, 0 failed\n")
  }
}
