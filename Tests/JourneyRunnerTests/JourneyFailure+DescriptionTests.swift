import JourneyModel
import JourneyRunner
import Testing

@Suite struct JourneyFailureDescriptionTests {
  @Test func theDiagnosticNamesTheStepOrThePhase() {
    let step = Step(.see("Welcome"), at: at(5))
    #expect(
      JourneyFailure(phase: .step(step), location: at(5), message: "no visible text contains \"Welcome\"")
        .diagnostic.description == "counter.yaml:5:5: error: see \"Welcome\": no visible text contains \"Welcome\"")
    #expect(
      JourneyFailure(phase: .setup, location: at(2), message: "invalid 'given'").diagnostic.description
        == "counter.yaml:2:5: error: given: invalid 'given'")
    #expect(
      JourneyFailure(phase: .end, location: at(1), message: "work left").diagnostic.description
        == "counter.yaml:1:5: error: end of journey: work left")
  }

  @Test func theReportLeavesOutWhatIsNotKnown() {
    let failure = JourneyFailure(
      phase: .step(Step(.launch, at: at(4))), location: at(4), message: "the app is already running",
      subflowRuns: [at(3)], time: .milliseconds(250))
    #expect(
      failure.description == """
        counter.yaml:4:5: error: launch: the app is already running
          in the subflow run at counter.yaml:3:5
          at virtual time 250ms
        """)
  }

  @Test func aMultiLineScreenIsIndentedUnderItsHeading() {
    let failure = JourneyFailure(
      phase: .end, location: at(1), message: "work left", screen: "screen Counter\n  heading \"Count: 1\"",
      recentActions: [ActionRecord(action: ".tick", source: .sent, time: .seconds(2))], time: .seconds(2))
    #expect(
      failure.description == """
        counter.yaml:1:5: error: end of journey: work left
          at virtual time 2s
          screen:
            screen Counter
              heading "Count: 1"
          last actions, oldest first:
            2s .tick sent
        """)
  }
}
