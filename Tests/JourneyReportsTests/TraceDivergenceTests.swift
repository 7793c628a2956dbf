import JourneyReports
import JourneyRunner
import Testing

@Suite struct TraceDivergenceTests {
  private func step(_ summary: String, line: Int, status: String = "passed", screen: [String] = ["screen Home"])
    -> StepTrace
  {
    StepTrace(
      step: summary, location: "Scenarios/a.yaml:\(line):5", depth: 0, status: status, time: "0s", duration: "0s",
      screen: screen)
  }

  private func trace(_ steps: [StepTrace], status: String = "passed", failure: String? = nil) -> JourneyTrace {
    JourneyTrace(
      file: "Scenarios/a.yaml", name: "A", tags: [], status: status, steps: steps, failure: failure, warnings: [],
      virtualDuration: "0s")
  }

  private let labels = (old: "green.json", new: "red.json")

  @Test func tracesAlikeStepForStepDoNotPart() {
    let green = trace([step("launch", line: 3), step("tap \"Go\"", line: 4)])
    #expect(TraceDivergence(from: green, to: green) == nil)
    #expect(TraceText.difference(green, green, labels: labels) == nil)
  }

  @Test func partsAtTheFirstStepThatDiffersWithWhatDiffersThere() throws {
    let green = trace([step("launch", line: 3), step("tap \"Go\"", line: 4, screen: ["screen Next"])])
    let red = trace(
      [step("launch", line: 3), step("tap \"Go\"", line: 4, status: "failed")], status: "failed")
    let divergence = try #require(TraceDivergence(from: green, to: red))
    guard case .step(1) = divergence.place else {
      Issue.record("parts at \(divergence.place), not at the second step")
      return
    }
    #expect(divergence.step == red.steps[1])
    #expect(divergence.differences.count == 2)
    #expect(!divergence.isOfDifferentJourneys)
    #expect(
      TraceText.difference(green, red, labels: labels) == """
        The traces part at step 2: tap "Go" (Scenarios/a.yaml:4:5)

        status:
          green.json: passed
          red.json: failed

        screen:
        --- green.json
        +++ red.json
        @@ -1 +1 @@
        -screen Next
        +screen Home

        """)
  }

  @Test func noticingOnlyWhatCanBeSeenPartsWhereTheStateOrScreenFirstDiffers() throws {
    func launch(pending: [String], calls: [StepTrace.Call]) -> StepTrace {
      StepTrace(
        step: "launch", location: "Scenarios/a.yaml:3:5", depth: 0, status: "passed", time: "0s", duration: "0s",
        screen: ["screen Launch"], calls: calls, pending: pending)
    }
    let fetch = StepTrace.Call(mock: "feed", endpoint: "fetch", arguments: "")
    let load = StepTrace.Call(mock: "storage", endpoint: "load", arguments: "")
    let zero = trace([launch(pending: ["timer at 300ms", "timer at 500ms"], calls: [fetch, load]), step("wait 1s", line: 4)])
    let seven = trace(
      [launch(pending: ["timer at 500ms", "timer at 300ms"], calls: [load, fetch]), step("wait 1s", line: 4, screen: ["screen Launch"])])
    guard case .step(0) = TraceDivergence(from: zero, to: seven)?.place else {
      Issue.record("every aspect counted, the traces part at launch")
      return
    }
    let seen = try #require(TraceDivergence(from: zero, to: seven, noticing: TraceDivergence.visibleAspects))
    guard case .step(1) = seen.place else {
      Issue.record("parts at \(seen.place), not at the wait, where the screen differs")
      return
    }
    guard case .aspect(.screen, let old, let new) = try #require(seen.differences.first), seen.differences.count == 1 else {
      Issue.record("differs there in \(seen.differences), not in the screen alone")
      return
    }
    #expect(old == ["screen Home"])
    #expect(new == ["screen Launch"])
  }

  @Test func partsWhereOnlyOneTraceHasSteps() throws {
    let short = trace([step("launch", line: 3)], status: "failed", failure: "stopped")
    let long = trace([step("launch", line: 3), step("tap \"Go\"", line: 4)])
    let divergence = try #require(TraceDivergence(from: long, to: short))
    guard case .onlyOneHasStep(1, inOld: true) = divergence.place else {
      Issue.record("parts at \(divergence.place), not where only the old trace has a second step")
      return
    }
    #expect(divergence.step == long.steps[1])
    #expect(divergence.differences.isEmpty)
    #expect(
      TraceText.difference(long, short, labels: labels) == """
        The traces part after step 1: only green.json has step 2 on.
        2. tap "Go" at 0s, passed (Scenarios/a.yaml:4:5)

        """)
    guard case .onlyOneHasStep(1, inOld: false) = TraceDivergence(from: short, to: long)?.place else {
      Issue.record("the longer new trace does not part where its second step starts")
      return
    }
  }

  @Test func tracesOfTheSameStepsPartAtTheirEnding() throws {
    let green = trace([step("launch", line: 3)])
    let red = trace([step("launch", line: 3)], status: "failed", failure: "Scenarios/a.yaml:9:5: error: a golden file differs")
    let divergence = try #require(TraceDivergence(from: green, to: red))
    guard case .ending = divergence.place else {
      Issue.record("parts at \(divergence.place), not at the ending")
      return
    }
    #expect(divergence.step == nil)
    #expect(
      TraceText.difference(green, red, labels: labels) == """
        The traces part after the last step:
        --- green.json
        +++ red.json
        @@ -1 +1,2 @@
        -status: passed
        +status: failed
        +Scenarios/a.yaml:9:5: error: a golden file differs

        """)
  }

  @Test func saysWhenTheTracesAreOfDifferentJourneys() throws {
    let green = trace([step("launch", line: 3)])
    var other = trace([step("relaunch", line: 3)])
    other.name = "B"
    #expect(TraceDivergence(from: green, to: other)?.isOfDifferentJourneys == true)
    #expect(
      TraceText.difference(green, other, labels: labels)?.hasPrefix(
        "note: the traces are of different journeys: Scenarios/a.yaml › A and Scenarios/a.yaml › B\n"
          + "The traces part at step 1: launch (Scenarios/a.yaml:3:5)\n") == true)
  }
}
